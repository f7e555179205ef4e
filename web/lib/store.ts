// The app's jotai store is jotai's default store: components use it without a Provider, and the API client
// (outside React) reads and writes the same session through it. Tests wrap components in their own Provider.
import { getDefaultStore } from 'jotai';

export const appStore = getDefaultStore();
