// Settings: Embed keys for partner sites.
export { EmbedKeysPage as Component } from '@/web/features/embed-keys/embed-keys-page';
