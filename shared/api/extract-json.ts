// docs/product/web-app.md Login response handling: a body may arrive as text with stray notice text (a PHP-style warning, a
// proxy banner) around the JSON. We find the JSON object or array inside it; parsed bodies pass through.

export const INVALID_RESPONSE_FORMAT = 'Invalid response format';
/** docs/product/web-app.md: farm responses follow the same rule with their own message. */
export const FARM_PARSE_ERROR = 'Failed to parse farm response';

const isJsonContainer = (value: unknown): value is object => typeof value === 'object' && value !== null;

export function extractJson(raw: unknown, errorMessage = INVALID_RESPONSE_FORMAT): unknown {
  if (isJsonContainer(raw)) return raw;
  if (typeof raw !== 'string') throw new Error(errorMessage);

  // The common case costs one parse.
  try {
    const whole: unknown = JSON.parse(raw);
    if (isJsonContainer(whole)) return whole;
  } catch {
    // fall through to the scan
  }

  // Stray text may itself hold brackets ("Undefined offset [3]"), so every balanced candidate is tried and the
  // longest one that parses wins: that is the payload, not a fragment of the notice.
  let best: { value: object; length: number } | null = null;
  let start = 0;
  while (start < raw.length) {
    const open = nextOpening(raw, start);
    if (open === -1) break;
    const end = matchingClose(raw, open);
    if (end === -1) {
      start = open + 1;
      continue;
    }
    const candidate = raw.slice(open, end + 1);
    const value = tryParse(candidate);
    if (value !== undefined) {
      if (!best || candidate.length > best.length) best = { value, length: candidate.length };
      start = end + 1; // nothing inside a parsed candidate can be longer than it
    } else {
      start = open + 1;
    }
  }
  if (best) return best.value;
  throw new Error(errorMessage);
}

function nextOpening(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '{' || text[i] === '[') return i;
  }
  return -1;
}

/** Index of the bracket closing the one at `open`, skipping brackets inside JSON strings; -1 if unbalanced. */
function matchingClose(text: string, open: number): number {
  const stack: string[] = [];
  let inString = false;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{') stack.push('}');
    else if (ch === '[') stack.push(']');
    else if (ch === '}' || ch === ']') {
      if (stack.pop() !== ch) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}

function tryParse(text: string): object | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isJsonContainer(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
