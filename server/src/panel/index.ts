/** The administrator's panel: what panel offers the app. */
import type { Feature } from '../feature.js';
import { PanelResolver } from './panel.resolver.js';

export const panelFeature: Feature = { name: 'panel', resolvers: [PanelResolver] };
