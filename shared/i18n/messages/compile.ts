// The messages catalogue holds only text and simple {placeholders}, so it is compiled here, in a few lines. The
// bundlers' plugin compiles `i18n/<lang>.json` only (not this folder's files) and Lingui's own parser must not
// ship with the page (docs/decisions/022): without this, a production build (which has no message compiler) would
// show "{left}" as written and warn on every message.

/** Lingui's compiled form of a simple message: text, and a one-element array per placeholder. */
export type SimpleToken = string | [string];

/**
 * `"Only {left} left."` → `["Only ", ["left"], " left."]`, as Lingui's compileMessage answers it. ICU quoting is
 * honoured ('' is an apostrophe; '{…}' is literal text). A message that is already compiled comes back as it is,
 * and so does one with plural or select syntax (the catalogue test keeps those out of this catalogue).
 */
export function compileSimple(message: unknown): unknown {
  if (typeof message !== 'string') return message;
  const tokens: SimpleToken[] = [];
  let text = '';
  for (let i = 0; i < message.length; i++) {
    const char = message[i]!;
    if (char === "'") {
      const next = message[i + 1];
      if (next === "'") {
        text += "'";
        i++;
      } else if (next === '{' || next === '}') {
        // Quoted literal text up to the closing apostrophe; '' inside it is an apostrophe.
        i++;
        for (; i < message.length; i++) {
          if (message[i] !== "'") text += message[i];
          else if (message[i + 1] === "'") text += message[++i];
          else break;
        }
      } else {
        text += char;
      }
    } else if (char === '{') {
      const end = message.indexOf('}', i);
      const name = end < 0 ? '' : message.slice(i + 1, end);
      if (!/^\w+$/.test(name)) return message;
      if (text) tokens.push(text);
      tokens.push([name]);
      text = '';
      i = end;
    } else if (char === '}') {
      return message;
    } else {
      text += char;
    }
  }
  if (text || tokens.length === 0) tokens.push(text);
  return tokens;
}

export const compileCatalogue = (messages: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileSimple(message)]));
