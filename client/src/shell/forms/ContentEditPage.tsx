import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../NotFoundPage';
import { QueryState } from '../QueryState';

type Props<Data, Item extends { id: string }> = {
  /** The admin query for one item by its `id`. */
  document: TypedDocumentNode<Data, { id: string }>;
  /** The item inside the query's data. */
  itemOf: (data: Data) => Item;
  /** What to say when the item does not exist (it may have been deleted), and the way back to the list. */
  notFound: { message: string; path: string; label: string };
  /** The edit form for the item as stored now; it is keyed by the item's id. */
  renderForm: (item: Item) => ReactNode;
};

/** /<content>/:id/edit: reads the item fresh from the server and opens its form. */
export function ContentEditPage<Data, Item extends { id: string }>({
  document,
  itemOf,
  notFound,
  renderForm,
}: Props<Data, Item>) {
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const { data, loading, error, refetch } = useQuery(document, {
    variables: { id },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  if (!valid) return <NotFoundPage />;
  if (!data) {
    return <QueryState loading={loading} error={error} onRetry={() => void refetch()} notFound={notFound} />;
  }
  const item = itemOf(data);
  return <Fragment key={item.id}>{renderForm(item)}</Fragment>;
}
