// lucide-react's createLucideIcon for the loader's build only (widgets/vite.config.ts points lucide's icon modules
// here): the same <svg> as lucide's own (its icon data, attributes, `lucide lucide-{name}` classes, aria-hidden
// unless labelled), without the provider context and attribute-mapping runtime the widgets never use, which
// weighs about 1 KB gzip in a 45 KB budget (docs/decisions/020). The web app and the extension use lucide as is.
import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

/** lucide's LucideIconData: only the top-level nodes are drawn, as lucide's Icon does. */
interface IconData {
  name?: string;
  size?: number;
  width?: number;
  height?: number;
  node: [string, Record<string, unknown>, ...unknown[]][];
  aliases?: string[];
}

type IconProps = SVGProps<SVGSVGElement> & {
  size?: number | string;
  strokeWidth?: number | string;
  color?: string;
  children?: ReactNode;
};

/** lucide's hasA11yProp: a labelled icon is not hidden from assistive technology. */
const labelled = (props: Record<string, unknown>) =>
  Object.keys(props).some(
    (name) => (name.startsWith('aria-') || name === 'role' || name === 'title') && props[name] != null,
  );

export default function createLucideIcon(icon: IconData) {
  const names = [...(icon.name ? [icon.name] : []), ...(icon.aliases ?? []).filter((alias) => alias.trim())];
  const own = ['lucide', ...names.map((name) => `lucide-${name}`)];
  const viewBox = `0 0 ${icon.size ?? icon.width ?? 24} ${icon.size ?? icon.height ?? 24}`;
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    { className = '', size = 24, color = 'currentColor', strokeWidth = 2, children, ...rest },
    ref,
  ) {
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox,
        fill: 'none',
        stroke: color,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...new Set([...own, ...className.split(/\s+/)])].filter(Boolean).join(' '),
        ...(children || labelled(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      [...icon.node.map(([tag, attrs]) => createElement(tag, attrs)), children],
    );
  });
}
