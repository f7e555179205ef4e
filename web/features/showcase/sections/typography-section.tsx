import { ShowcaseSection } from '../showcase-section';

export function TypographySection() {
  return (
    <ShowcaseSection id="typography" title="Typography">
      <div className="space-y-3">
        <p className="text-4xl font-bold">Heading 1 · text-4xl bold</p>
        <p className="text-3xl font-bold">Heading 2 · text-3xl bold</p>
        <p className="text-2xl font-semibold">Heading 3 · text-2xl semibold</p>
        <p className="text-xl font-semibold">Heading 4 · text-xl semibold</p>
        <p>Body text: Shamba keeps a ledger of every bag of seed and every crate of produce.</p>
        <p className="text-sm text-base-content/70">Small, muted text for hints and metadata.</p>
        <p>
          <a className="link link-primary" href="#typography">
            A link
          </a>{' '}
          · <code className="rounded bg-base-200 px-1 font-mono">inline code</code> ·{' '}
          <kbd className="kbd kbd-sm">Esc</kbd>
        </p>
      </div>
    </ShowcaseSection>
  );
}
