// A signed-in page without the shell: the printable invoice.
export { PlainLayout as Component } from '@/web/components/plain-layout';
