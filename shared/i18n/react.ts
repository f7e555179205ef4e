// React's view of the translation layer: a component reads its area's catalogue with useText and re-renders
// when the language changes. A catalogue still loading suspends the component, so a screen never shows half
// in one language (the nearest Suspense boundary shows meanwhile).
import { useSyncExternalStore } from 'react';
import { getLanguage, subscribeLanguage, type Catalogue } from './runtime';
import type { Language } from './languages';

export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
}

export function useText<K extends string>(catalogue: Catalogue<K>): Catalogue<K>['t'] {
  const language = useLanguage();
  if (!catalogue.isReady(language)) throw catalogue.load(language);
  return catalogue.t;
}
