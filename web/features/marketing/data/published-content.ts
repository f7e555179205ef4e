// The published text of a public page or the FAQ (docs/product/content.md), read with plain fetch so the public
// pages load no API client. Until it answers, and whenever nothing is published or the server cannot be reached,
// the page keeps its built-in text.
import { useEffect, useState } from 'react';
import type { ContentPage } from '@/shared/contracts/platform-enums';

export interface PublishedText {
  id: string;
  title: string;
  html: string;
}

async function readJson<T>(url: string): Promise<T | null> {
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' } });
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}

function usePublished<T>(url: string, pick: (body: unknown) => T | null): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let current = true;
    void readJson<unknown>(url).then((body) => {
      if (current && body) setValue(pick(body));
    });
    return () => {
      current = false;
    };
    // `pick` is a module-level function of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);
  return value;
}

const pickPage = (body: unknown) => (body as { data: PublishedText | null }).data ?? null;
const pickList = (body: unknown) => {
  const list = (body as { data?: PublishedText[] }).data;
  return list && list.length > 0 ? list : null;
};

export const usePublishedPage = (slug: ContentPage) => usePublished(`/api/content/pages/${slug}`, pickPage);
export const usePublishedFaq = () => usePublished('/api/content/faq', pickList);
