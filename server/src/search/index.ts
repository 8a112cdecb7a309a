/** The staff's search across patients and studies: what search offers the app. */
import type { Feature } from '../feature.js';
import { SearchResolver } from './search.resolver.js';

export const searchFeature: Feature = { name: 'search', resolvers: [SearchResolver] };
