/** Each user's layout preferences: what layout offers the app. */
import type { Feature } from '../feature.js';
import { LayoutResolver } from './layout.resolver.js';

export const layoutFeature: Feature = { name: 'layout', resolvers: [LayoutResolver] };
