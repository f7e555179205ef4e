// The export menu (docs/product/reports.md "Files (CSV, Excel, PDF)") against a stubbed fetch, the browser's
// boundary: the format and the page's filters in the address, the session's token, progress from the announced
// rows, the saved file under the server's name; a package refusal shows the upgrade prompt, a cancel stops it.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionAtoms } from '@/web/lib/session-atoms';
import { appStore } from '@/web/lib/store';
import { fileNameOf, withQuery } from '@/web/lib/download';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { ExportMenu } from './export-menu';

const encoder = new TextEncoder();

/** A response whose body arrives in the chunks given, each released by `next()`. */
function streamed(chunks: string[], headers: Record<string, string>) {
  const gates: (() => void)[] = [];
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const chunk of chunks) {
        await new Promise<void>((resolve) => gates.push(resolve));
        controller.enqueue(encoder.encode(chunk));
      }
      controller.close();
    },
  });
  const next = async () => {
    await waitFor(() => expect(gates.length).toBeGreaterThan(0));
    gates.shift()!();
  };
  return { response: new Response(body, { status: 200, headers }), next };
}

let saved: Blob[] = [];
let clicked: string[] = [];

beforeEach(() => {
  saved = [];
  clicked = [];
  appStore.set(sessionAtoms.tokenAtom, 'token-123');
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:x'),
      revokeObjectURL: () => {},
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ExportMenu', () => {
  it('downloads with progress and saves the file under the server’s name', async () => {
    const { response, next } = streamed(['\uFEFFName\r\nA\r\nB\r\n', 'C\r\nD\r\n'], {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="sales.csv"; filename*=UTF-8''mauzo%20ya%20shamba.csv`,
      'x-export-rows': '4',
    });
    const fetchMock = vi.fn(async () => response);
    vi.stubGlobal('fetch', fetchMock);
    renderFeature(
      <ExportMenu url="/api/farms/f1/exports/sales" query={{ status: 'paid', q: '' }} fileLabel="sales" />,
    );
    expect(await screen.findByRole('menuitem', { name: 'Excel file' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('menuitem', { name: 'CSV file' }));
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/farms/f1/exports/sales?status=paid&format=csv',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer token-123' }) }),
    );
    await act(next);
    expect(await screen.findByRole('status')).toHaveTextContent('Downloading… 50%');
    await act(next);
    await waitFor(() => expect(clicked).toEqual(['mauzo ya shamba.csv']));
    const bytes = new Uint8Array(await saved.at(-1)!.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM kept, byte for byte
    expect(await saved.at(-1)!.text()).toBe('Name\r\nA\r\nB\r\nC\r\nD\r\n');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the upgrade prompt for a package without exports, and a refusal’s message', async () => {
    const refusal = {
      message: 'Exports is not in your package.',
      code: 'feature_not_in_package',
      details: {
        feature: 'reports_export',
        package: { id: 'p', name: 'Mbegu' },
        upgrade_to: { id: 'q', name: 'Mavuno' },
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(refusal), { status: 403 })),
    );
    renderFeature(<ExportMenu url="/x" fileLabel="sales" />);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'PDF file' }));
    expect(await screen.findByText(/Mavuno/)).toBeInTheDocument();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Not allowed here.', code: 'forbidden' }), { status: 403 }),
      ),
    );
    fireEvent.click(screen.getByRole('menuitem', { name: 'PDF file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed here.');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    fireEvent.click(screen.getByRole('menuitem', { name: 'PDF file' }));
    expect(
      await screen.findByText('The download failed. Check your connection and try again.'),
    ).toBeInTheDocument();
  });

  it('can be cancelled', async () => {
    const { response } = streamed(['a', 'b'], { 'content-type': 'application/pdf' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => response),
    );
    renderFeature(<ExportMenu url="/x" fileLabel="sales" />);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'PDF file' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel download' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(clicked).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('download helpers', () => {
  it('builds the address and reads the file name', () => {
    expect(withQuery('/e', { a: 'x y', b: null, c: ['1', '2'], d: '' })).toBe('/e?a=x+y&c=1&c=2');
    expect(fileNameOf(`attachment; filename="a.csv"`, 'f')).toBe('a.csv');
    expect(fileNameOf(null, 'f.csv')).toBe('f.csv');
  });
});
