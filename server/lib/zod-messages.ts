// Zod's default messages ("Invalid input: expected string, received undefined", "Too big: expected int to be
// <=9007199254740991") are for programmers. The API answers people (422 per field, docs/product/web-app.md,
// docs/architecture.md), so every kind of issue says plainly what to enter. Messages written in the contracts
// themselves always win over this map. Each text is in shared/i18n/messages (en.json, sw.json); the ones with a
// figure or a list in them are built by the small functions below and matched there by their {placeholders}.
import { z } from 'zod';

let installed = false;

type Issue = z.core.$ZodRawIssue;
type Limit = number | bigint;

/** Limits at the edge of what a JavaScript number holds exactly (zod's `int` range) are not worth reading out. */
const isHuge = (limit: Limit) => Math.abs(Number(limit)) >= Number.MAX_SAFE_INTEGER;

const atMostCharacters = (max: Limit) => `Use at most ${String(max)} characters here.`;
const atLeastCharacters = (min: Limit) => `Use at least ${String(min)} characters here.`;
const atMostEntries = (max: Limit) => `Give at most ${String(max)} entries here.`;
const atLeastEntries = (min: Limit) => `Give at least ${String(min)} entries here.`;
const numberAtMost = (max: Limit) => `Enter a number no larger than ${String(max)}.`;
const numberBelow = (max: Limit) => `Enter a number smaller than ${String(max)}.`;
const numberAtLeast = (min: Limit) => `Enter a number no smaller than ${String(min)}.`;
const numberAbove = (min: Limit) => `Enter a number larger than ${String(min)}.`;
/** "Choose one of: light, dark." for an enum or literal without a message of its own. */
const chooseOneOf = (values: readonly unknown[]) =>
  `Choose one of: ${values.map((value) => String(value)).join(', ')}.`;

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string | undefined {
  const { origin, maximum, inclusive } = issue;
  if (origin === 'string') return atMostCharacters(maximum);
  if (origin === 'array' || origin === 'set') return atMostEntries(maximum);
  if (origin === 'number' || origin === 'int' || origin === 'bigint') {
    if (isHuge(maximum)) return 'Enter a smaller number.';
    return inclusive ? numberAtMost(maximum) : numberBelow(maximum);
  }
  if (origin === 'date') return 'Enter an earlier date.';
  return 'This value is too large.';
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string | undefined {
  const { origin, minimum, inclusive } = issue;
  if (origin === 'string')
    return Number(minimum) <= 1 ? 'This field cannot be empty.' : atLeastCharacters(minimum);
  if (origin === 'array' || origin === 'set')
    return Number(minimum) <= 1 ? 'Give at least one entry here.' : atLeastEntries(minimum);
  if (origin === 'number' || origin === 'int' || origin === 'bigint') {
    if (isHuge(minimum)) return 'Enter a larger number.';
    return inclusive ? numberAtLeast(minimum) : numberAbove(minimum);
  }
  if (origin === 'date') return 'Enter a later date.';
  return 'This value is too small.';
}

export function installFriendlyZodMessages() {
  if (installed) return;
  installed = true;
  z.config({
    customError: (issue) => {
      switch (issue.code) {
        case 'invalid_type':
          if (issue.input === undefined || issue.input === null) return 'This field is required.';
          // "a object", "a int": zod's own names read badly, and say little to people.
          if (issue.expected === 'int' || issue.expected === 'bigint')
            return 'This field must be a whole number.';
          if (issue.expected === 'array' || issue.expected === 'tuple' || issue.expected === 'set')
            return 'This field must be a list of values.';
          if (issue.expected === 'object' || issue.expected === 'record' || issue.expected === 'map')
            return 'This field must be a group of named values (a JSON object).';
          return `This field must be a ${issue.expected}.`;
        case 'too_big':
          return tooBig(issue);
        case 'too_small':
          return tooSmall(issue);
        case 'invalid_value':
          return chooseOneOf(issue.values);
        case 'invalid_format':
          if (issue.format === 'email') return 'Enter a valid e-mail address.';
          return 'Enter this value in the format the form shows.';
        case 'unrecognized_keys':
          return 'This field is not accepted here.';
        default:
          // invalid_union, invalid_key, invalid_element, not_multiple_of, custom: a contract with such a rule
          // gives its own message; this one only keeps zod's "Invalid input" from reaching people.
          return 'This value is not valid.';
      }
    },
  });
}
