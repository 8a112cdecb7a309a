// `npm run test:browser`: the build (server and client), then the browser tests in Chromium
// against the built portal, as the last step of `npm test` (with CI=true a skip is a failure).
import { testRun } from './test-steps.mjs';

const tests = testRun({ resultsDir: '.tmp/test-results/browser-only' });
tests.buildThenBrowser();
tests.finish();
