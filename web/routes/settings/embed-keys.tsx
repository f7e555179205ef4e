// Settings: Embed keys for partner sites (issue 6 §2).
export { EmbedKeysPage as Component } from '@/web/features/embed-keys/embed-keys-page';
