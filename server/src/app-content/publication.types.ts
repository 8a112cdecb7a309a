import { registerEnumType } from 'type-graphql';

/** The values match publicationState (publication.ts). */
export enum PublicationStateGql {
  PUBLISHED = 'PUBLISHED',
  DRAFT = 'DRAFT',
  SCHEDULED = 'SCHEDULED',
  EXPIRED = 'EXPIRED',
}
registerEnumType(PublicationStateGql, {
  name: 'PublicationState',
  description: 'Where an item of app content stands now, from published, publishFrom and publishUntil.',
  valuesConfig: {
    PUBLISHED: { description: 'Published and inside its window: the public queries answer it ("Publicada").' },
    DRAFT: { description: 'Not published: the app never gets it ("Borrador").' },
    SCHEDULED: {
      description: 'Published, but publishFrom is still ahead: the app gets it from then on ("Programada").',
    },
    EXPIRED: { description: 'Published, but publishUntil has passed: the app no longer gets it ("Vencida").' },
  },
});
