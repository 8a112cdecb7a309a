import type { FirstScreen } from '../graphql/first-screen-answers.js';

/**
 * The catalogue (/aula_courses) as its page asks for it first: client/src/courses/public-courses.graphql
 * with its fragment, word for word (tests/unit/first-screen-queries.test.ts keeps them equal), so
 * the answer in the page is the one the page would have asked for.
 */
export const catalogueFirstScreen: FirstScreen = {
  path: 'aula_courses',
  operationName: 'PublicCourses',
  kinds: ['courses'],
  query: `query PublicCourses {
  publicCourses {
    ...PublicCourseFields
  }
}

fragment PublicCourseFields on Course {
  id
  name
  subtopic
  date
  time
  investment {
    cents
    currency
  }
  availableSpaces
  imageUrl
  image {
    width
    height
    sizes {
      url
      width
      height
    }
    avifSizes {
      url
      width
      height
    }
  }
  status
  headquarterName
  headquarterAddress
  catalogueState
}`,
};
