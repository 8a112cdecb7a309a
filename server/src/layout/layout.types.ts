import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import type { ColorTheme, LayoutDirection, PageTransition } from '../../../shared/layout-preferences.js';
import { DateTime } from '../graphql/date-scalars.js';

/** The colour themes; the values are the stored ones (shared/layout-preferences.ts). */
export enum LayoutColorGql {
  BLUE = 'blue',
  RED = 'red',
  AMBER = 'amber',
  TEAL = 'teal',
  LIGHT_BLUE = 'lightBlue',
  GREEN = 'green',
}
registerEnumType(LayoutColorGql, {
  name: 'LayoutColor',
  description: 'The primary colour of the portal ("Color del tema").',
  valuesConfig: {
    BLUE: { description: 'Azul (the default).' },
    RED: { description: 'Rojo.' },
    AMBER: { description: 'Ámbar.' },
    TEAL: { description: 'Verde azulado.' },
    LIGHT_BLUE: { description: 'Azul claro.' },
    GREEN: { description: 'Verde.' },
  },
});

export enum LayoutDirectionGql {
  AUTO = 'auto',
  LTR = 'ltr',
  RTL = 'rtl',
}
registerEnumType(LayoutDirectionGql, {
  name: 'LayoutDirection',
  description: 'Which way the layout runs ("Diseño de derecha a izquierda").',
  valuesConfig: {
    AUTO: {
      description: 'Follows the language: right-to-left for Hebrew and Arabic, left-to-right otherwise (the default).',
    },
    LTR: { description: 'Always left-to-right, whatever the language.' },
    RTL: { description: 'Always right-to-left, whatever the language.' },
  },
});

export enum PageTransitionGql {
  NONE = 'none',
  FADE = 'fade',
  SLIDE_UP = 'slideUp',
  SLIDE_SIDE = 'slideSide',
  ZOOM = 'zoom',
  GROW = 'grow',
  COLLAPSE = 'collapse',
}
registerEnumType(PageTransitionGql, {
  name: 'PageTransition',
  description:
    'How a page appears when the user opens it ("Transición de páginas"). Devices whose user asked the system for reduced motion show none, whatever is chosen.',
  valuesConfig: {
    NONE: { description: 'Sin animación: the page appears at once.' },
    FADE: { description: 'Desvanecer: the page fades in (the default).' },
    SLIDE_UP: { description: 'Deslizar hacia arriba: the page rises from below.' },
    SLIDE_SIDE: {
      description: 'Deslizar desde el lado: the page comes in from the end side (mirrored right-to-left).',
    },
    ZOOM: { description: 'Acercar: the page grows from its centre.' },
    GROW: { description: 'Crecer: the page grows and fades in from its top.' },
    COLLAPSE: { description: 'Desplegar: the page unfolds downwards.' },
  },
});

@ObjectType('LayoutPreferences', {
  description:
    "The signed-in user's layout choices (the portal's appearance menu), kept on the server so they follow the user to another device.",
})
export class LayoutPreferencesGql {
  @Field(() => LayoutColorGql, { description: 'The colour theme.' }) color!: ColorTheme;
  @Field(() => Boolean, { description: 'Box layout: the content in a centred box instead of the full width.' })
  boxed!: boolean;
  @Field(() => Boolean, { description: 'The desktop sidebar reduced to icons.' }) sidebarCollapsed!: boolean;
  @Field(() => LayoutDirectionGql, { description: 'Which way the layout runs.' }) direction!: LayoutDirection;
  @Field(() => PageTransitionGql, { description: 'How a page appears when opened.' }) transition!: PageTransition;
  @Field(() => Boolean, { description: 'The search button of the header on small screens.' })
  mobileSearch!: boolean;
  @Field(() => DateTime, {
    nullable: true,
    description: 'When the user saved them last; null while they have never saved any (the values are the defaults).',
  })
  updatedAt!: Date | null;
}

@InputType('LayoutPreferencesInput', { description: 'Every layout choice; all are saved together.' })
export class LayoutPreferencesInput {
  @Field(() => LayoutColorGql, { description: 'The colour theme.' }) color!: ColorTheme;
  @Field(() => Boolean, { description: 'Box layout on or off.' }) boxed!: boolean;
  @Field(() => Boolean, { description: 'The desktop sidebar reduced to icons, or full.' }) sidebarCollapsed!: boolean;
  @Field(() => LayoutDirectionGql, { description: 'Which way the layout runs.' }) direction!: LayoutDirection;
  @Field(() => PageTransitionGql, { description: 'How a page appears when opened.' }) transition!: PageTransition;
  @Field(() => Boolean, { description: 'The search button of the header on small screens, on or off.' })
  mobileSearch!: boolean;
}
