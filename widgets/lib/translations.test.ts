// In the built loader, another language's texts come from one script beside it (translations.ts): loaded once
// on first use, read per catalogue, tried again after a failure.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translationFile } from '@/shared/embed/widget-files';
import { loadTranslation } from './translations';

afterEach(() => {
  delete window.ShambaWidgetsTexts;
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

/** Plays the browser loading the language script: the script sets its texts, or the load fails. */
function answerScripts(outcome: 'load' | 'error') {
  const added: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    const script = node as unknown as HTMLScriptElement;
    added.push(script);
    queueMicrotask(() => {
      if (outcome === 'error') return script.onerror?.(new Event('error'));
      window.ShambaWidgetsTexts = { sw: { 'widgets/i18n': { next: ['Inayofuata'] } } };
      script.onload?.(new Event('load'));
    });
    return node;
  });
  return added;
}

describe('widget translations on demand', () => {
  it('names one script per language beside the loader', () => {
    expect(translationFile('sw')).toBe('shamba-widgets.sw.js');
  });

  it('loads the language script once and answers each catalogue from it', async () => {
    const added = answerScripts('load');
    await expect(loadTranslation('sw', 'widgets/i18n')).resolves.toEqual({
      default: { next: ['Inayofuata'] },
    });
    await expect(loadTranslation('sw', 'shared/ui/i18n')).rejects.toThrow(/missing/);
    expect(added).toHaveLength(1);
    expect(added[0]!.src).toMatch(/\/shamba-widgets\.sw\.js$/);
  });

  it('tries again after a failed load', async () => {
    answerScripts('error');
    await expect(loadTranslation('xx', 'widgets/i18n')).rejects.toThrow(/could not be loaded/);
    const added = answerScripts('load');
    window.ShambaWidgetsTexts = undefined;
    await expect(loadTranslation('xx', 'widgets/i18n')).rejects.toThrow(/did not load/);
    expect(added).toHaveLength(1);
  });
});
