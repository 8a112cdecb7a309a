/** The id of /study-groups/:id/edit that opens an empty form (as /users/create, /courses/create). */
export const newStudyGroupId = 'create';

export const newStudyGroupPath = `/study-groups/${newStudyGroupId}/edit`;

export const studyGroupEditPath = (id: string) => `/study-groups/${id}/edit`;

export const studyGroupsPath = '/study-groups/index';
