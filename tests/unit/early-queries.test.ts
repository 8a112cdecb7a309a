import type { ApolloClient, DocumentNode } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askEarly, freshUnlessAskedEarly } from '../../client/src/api/early-queries.js';

/** A document as the page imports it: only its identity matters here. */
const documentNamed = (name: string) => ({ kind: 'Document', definitions: [], name }) as unknown as DocumentNode;

/** Apollo Client as askEarly uses it: what it was asked, with which fetch policy. */
function recordingClient() {
  const asked: { query: DocumentNode; variables?: unknown; fetchPolicy?: string }[] = [];
  const client = {
    query: (options: (typeof asked)[number]) => {
      asked.push(options);
      return Promise.resolve({ data: {} });
    },
  } as unknown as ApolloClient;
  return { client, asked };
}

describe('las consultas pedidas antes de que la página se dibuje', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('se piden al servidor; la primera lectura de la página toma esa respuesta y las siguientes vuelven a pedir', () => {
    const studies = documentNamed('MyStudies');
    const { client, asked } = recordingClient();
    askEarly(client, [{ query: studies, variables: { first: 20 } }]);
    expect(asked).toEqual([{ query: studies, variables: { first: 20 }, fetchPolicy: 'network-only' }]);
    expect(freshUnlessAskedEarly(studies)).toBe('cache-first');
    expect(freshUnlessAskedEarly(studies)).toBe('network-only');
  });

  it('una consulta que nadie pidió antes se pide al servidor', () => {
    expect(freshUnlessAskedEarly(documentNamed('PendingSurveys'))).toBe('network-only');
  });

  it('pasados 30 segundos la respuesta temprana ya no vale: la página abierta más tarde pide la suya', () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T10:00:00Z') });
    const surveys = documentNamed('PendingSurveys');
    askEarly(recordingClient().client, [{ query: surveys }]);
    vi.advanceTimersByTime(30_000);
    expect(freshUnlessAskedEarly(surveys)).toBe('network-only');
    askEarly(recordingClient().client, [{ query: surveys }]);
    vi.advanceTimersByTime(29_000);
    expect(freshUnlessAskedEarly(surveys)).toBe('cache-first');
  });
});
