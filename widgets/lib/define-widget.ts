// One custom element from one React component: @r2wc/react-to-web-component with an open shadow
// root, the widgets' CSS adopted into it before React's first render (so :host already reserves the space), and
// the common attributes: publishable-key, api-base, theme, lang. The CSS's @property rules are copied into the
// document once, because a shadow root ignores them (STACK.md).
import { createElement, type ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import css from '../styles.css?inline';
import { useWidgetLanguage } from './widget-language';

export interface WidgetProps {
  publishableKey?: string;
  apiBase?: string;
  theme?: string;
  /** en or sw; anything else, or none, is the key owner's language (widget-language.ts). */
  lang?: string;
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

const COMMON_PROPS = {
  publishableKey: 'string',
  apiBase: 'string',
  theme: 'string',
  lang: 'string',
} as const;
type AttributeChanged = (name: string, previous: string | null, value: string | null) => void;
const kebabToCamel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The component in the page's widget language: it renders again, in the new one, when that changes. */
function inWidgetLanguage<P extends WidgetProps>(component: ComponentType<P>): ComponentType<P> {
  function Localized(props: P) {
    useWidgetLanguage(props);
    return createElement(component, props);
  }
  Localized.displayName = `Localized(${component.displayName ?? component.name})`;
  return Localized;
}

export function defineWidget<P extends WidgetProps>(
  tag: string,
  component: ComponentType<P>,
  extraProps: Record<string, 'string' | 'number' | 'boolean'> = {},
) {
  if (customElements.get(tag)) return;
  const props = { ...COMMON_PROPS, ...extraProps };
  const Base = r2wc(inWidgetLanguage(component), { shadow: 'open', props: props as never });
  const baseAttributeChanged = (Base.prototype as { attributeChangedCallback?: AttributeChanged })
    .attributeChangedCallback;
  class WidgetElement extends Base {
    constructor() {
      super();
      const root = this.shadowRoot!;
      if (canAdopt()) root.adoptedStyleSheets = [widgetSheet()];
      else root.appendChild(Object.assign(document.createElement('style'), { textContent: css }));
    }

    /** r2wc ignores a removed or emptied attribute; then (`lang`, say) it goes back to its default. */
    attributeChangedCallback(name: string, previous: string | null, value: string | null) {
      if (value) return baseAttributeChanged?.call(this, name, previous, value);
      const prop = kebabToCamel(name);
      if (!(prop in props)) return;
      const own = this as unknown as Record<symbol, unknown>;
      const current = own[Symbol.for('r2wc.props')] as Record<string, unknown> | undefined;
      if (!current || current[prop] === undefined) return;
      current[prop] = undefined;
      (own[Symbol.for('r2wc.render')] as (() => void) | undefined)?.call(this);
    }
  }
  customElements.define(tag, WidgetElement);
}
