// Zod's default messages ("Invalid input: expected string, received undefined") are for programmers. The API
// answers people (422 per field, docs/product/web-app.md/docs/architecture.md), so a missing field says so plainly. Messages written in the
// contracts themselves always win over this map.
import { z } from 'zod';

let installed = false;

export function installFriendlyZodMessages() {
  if (installed) return;
  installed = true;
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null))
        return 'This field is required.';
      if (issue.code === 'invalid_type') return `This field must be a ${issue.expected}.`;
      return undefined;
    },
  });
}
