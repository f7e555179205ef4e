// The widgets' unit tests run on Preact (vitest.config.ts, docs/decisions/029). Preact runs effects after the next
// frame, with a 35 ms timer in case no frame comes; one still pending when a test file ends would fire after jsdom
// has gone and fail on its missing cancelAnimationFrame. Waiting past it before the file's environment is torn
// down lets every such timer finish in a live page.
import { afterAll } from 'vitest';

const AFTER_PAINT_TIMEOUT_MS = 35;

afterAll(() => new Promise((resolve) => setTimeout(resolve, AFTER_PAINT_TIMEOUT_MS * 3)));
