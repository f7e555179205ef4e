// Events out of a widget: a CustomEvent on the host element that bubbles and crosses shadow
// boundaries (composed), so the page can listen on the element or anywhere above it.
export function emit(container: HTMLElement | undefined, name: string, detail: unknown) {
  const root = container as unknown as ShadowRoot | undefined;
  root?.host?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
