import { firstScreenElementId } from '../../../shared/first-screen';

/**
 * The answers the server wrote into this page for its first screen (server/src/http/
 * first-screen-answers.ts: the catalogue's courses in /aula_courses), by operation name. A query
 * of the page shows its answer on the first render, before its own request returns; read once,
 * and none when the page carries none (or it does not parse).
 */
let answers: Readonly<Record<string, unknown>> | undefined;

export function firstScreenAnswer(operationName: string | undefined): unknown {
  if (operationName === undefined) return undefined;
  answers ??= readAnswers();
  return answers[operationName];
}

function readAnswers(): Record<string, unknown> {
  const text = typeof document === 'undefined' ? null : document.getElementById(firstScreenElementId)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
