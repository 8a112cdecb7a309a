import { readFileSync } from 'node:fs';
import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { catalogueFirstScreen } from '../../server/src/courses/catalogue-first-screen.js';
import { withAnswers } from '../../server/src/graphql/first-screen-answers.js';

const clientDocument = (...files: string[]) =>
  print(
    parse(files.map((file) => readFileSync(new URL(`../../client/src/${file}`, import.meta.url), 'utf8')).join('\n')),
  );

describe('the answers a page carries for its first screen', () => {
  it("are made with the query the catalogue's page asks, field for field", () => {
    expect(print(parse(catalogueFirstScreen.query))).toBe(
      clientDocument('courses/public-courses.graphql', 'courses/public-course-fields.graphql'),
    );
  });

  it('sit in a JSON block that no text can close, with the rest of the page as built', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const page = withAnswers(html, { Q: { name: '</script><!-- \u2028' } });
    expect(page).toMatch(
      /^<html><head><title>x<\/title>\s*<script type="application\/json" id="first-screen-answers">/,
    );
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script[^>]*>(.*)<\/script>/s.exec(page)![1];
    expect(JSON.parse(json)).toEqual({ Q: { name: '</script><!-- \u2028' } });
    expect(json).not.toMatch(/[<\u2028]/);
  });
});
