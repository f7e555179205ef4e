// One custom element from one React component: @r2wc/react-to-web-component with an open shadow
// root, the widgets' CSS adopted into it before React's first render (so :host already reserves the space), and
// the common attributes: publishable-key, api-base, theme. The CSS's @property rules are copied into the
// document once, because a shadow root ignores them (STACK.md).
import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import css from '../styles.css?inline';

export interface WidgetProps {
  publishableKey?: string;
  apiBase?: string;
  theme?: string;
  /** Set by r2wc: the shadow root the component renders into. */
  container?: HTMLElement;
}

let sheet: CSSStyleSheet | null = null;
const canAdopt = () => typeof CSSStyleSheet !== 'undefined' && 'adoptedStyleSheets' in Document.prototype;

function widgetSheet(): CSSStyleSheet {
  if (sheet) return sheet;
  sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  // Read from the parsed sheet (not the text) so the bundle holds the CSS once.
  const properties =
    typeof CSSPropertyRule === 'undefined'
      ? []
      : [...sheet.cssRules].filter((rule) => rule instanceof CSSPropertyRule);
  if (properties.length > 0) {
    const documentSheet = new CSSStyleSheet();
    documentSheet.replaceSync(properties.map((rule) => rule.cssText).join('\n'));
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, documentSheet];
  }
  return sheet;
}

const COMMON_PROPS = { publishableKey: 'string', apiBase: 'string', theme: 'string' } as const;

export function defineWidget<P extends WidgetProps>(
  tag: string,
  component: ComponentType<P>,
  extraProps: Record<string, 'string' | 'number' | 'boolean'> = {},
) {
  if (customElements.get(tag)) return;
  const Base = r2wc(component, { shadow: 'open', props: { ...COMMON_PROPS, ...extraProps } as never });
  class WidgetElement extends Base {
    constructor() {
      super();
      const root = this.shadowRoot!;
      if (canAdopt()) root.adoptedStyleSheets = [widgetSheet()];
      else root.appendChild(Object.assign(document.createElement('style'), { textContent: css }));
    }
  }
  customElements.define(tag, WidgetElement);
}
