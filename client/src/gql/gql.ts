/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation Login($identifier: String!, $password: String!) {\n  login(identifier: $identifier, password: $password) {\n    token\n    expiresAt\n    user {\n      id\n      name\n      profileCompletionPending\n      type {\n        id\n        slug\n      }\n    }\n  }\n}": typeof types.LoginDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}": typeof types.RequestPasswordResetDocument,
    "mutation ResetPassword($token: String!, $password: String!, $passwordConfirmation: String!) {\n  resetPassword(\n    token: $token\n    password: $password\n    passwordConfirmation: $passwordConfirmation\n  )\n}": typeof types.ResetPasswordDocument,
    "subscription ChatMessageAdded($chatId: ID!) {\n  chatMessageAdded(chatId: $chatId) {\n    ...ChatMessageFields\n  }\n}": typeof types.ChatMessageAddedDocument,
    "fragment ChatMessageFields on ChatMessage {\n  id\n  chatId\n  authorId\n  user\n  message\n  document\n  documentName\n  documentMediaType\n  isMessageOwner\n  daySend\n  hourSend\n  createdAt\n}": typeof types.ChatMessageFieldsFragmentDoc,
    "query ChatMessages($chatId: ID!, $perPage: Int!) {\n  chatMessages(chatId: $chatId, perPage: $perPage) {\n    data {\n      ...ChatMessageFields\n    }\n    totalMessage\n  }\n}": typeof types.ChatMessagesDocument,
    "query Chats {\n  chats {\n    id\n    patientId\n    patientName\n    lastMessage\n    lastMessageAt\n    daySend\n    hourSend\n    unread\n  }\n}": typeof types.ChatsDocument,
    "mutation MarkChatRead($chatId: ID!) {\n  markChatRead(chatId: $chatId)\n}": typeof types.MarkChatReadDocument,
    "mutation OpenPatientChat($patientId: ID!) {\n  openPatientChat(patientId: $patientId) {\n    id\n    patientId\n  }\n}": typeof types.OpenPatientChatDocument,
    "mutation SendChatMessage($chatId: ID!, $message: String, $document: Upload) {\n  sendChatMessage(chatId: $chatId, message: $message, document: $document) {\n    ...ChatMessageFields\n  }\n}": typeof types.SendChatMessageDocument,
    "subscription UnreadChatsChanged {\n  unreadChatsChanged {\n    total\n    chats {\n      chatId\n      unread\n    }\n  }\n}": typeof types.UnreadChatsChangedDocument,
    "query UnreadChats {\n  unreadChats {\n    total\n    chats {\n      chatId\n      unread\n    }\n  }\n}": typeof types.UnreadChatsDocument,
    "fragment AdminCourseFields on Course {\n  id\n  name\n  subtopic\n  date\n  time\n  investment\n  quota\n  soldSpace\n  availableSpaces\n  status\n  onlineRegistration\n  descriptionHtml\n  courseStatusId\n  headquarterName\n  headquarterAddress\n  imageUrl\n  catalogueState\n}": typeof types.AdminCourseFieldsFragmentDoc,
    "query AdminCourse($id: ID!) {\n  course(id: $id) {\n    ...AdminCourseFields\n  }\n}": typeof types.AdminCourseDocument,
    "query AdminCourses($search: String) {\n  courses(search: $search) {\n    ...AdminCourseFields\n  }\n}": typeof types.AdminCoursesDocument,
    "query CourseEnrolment($courseId: ID!) {\n  courseEnrolment(courseId: $courseId) {\n    course {\n      ...AdminCourseFields\n    }\n    registrations {\n      id\n      name\n      lastname\n      motherLastname\n      email\n      phone\n      spaces\n      amountCents\n      status\n      failureMessage\n      paymentProvider\n      providerOrderId\n      createdAt\n      paidAt\n    }\n    paidCount\n    paidSpaces\n    paidAmountCents\n  }\n}": typeof types.CourseEnrolmentDocument,
    "mutation CreateCourse($input: CourseInputGql!) {\n  createCourse(input: $input) {\n    ...AdminCourseFields\n  }\n}": typeof types.CreateCourseDocument,
    "mutation DeleteCourse($id: ID!) {\n  deleteCourse(id: $id)\n}": typeof types.DeleteCourseDocument,
    "mutation ResendCourseRegistration($registrationId: ID!) {\n  resendCourseRegistration(registrationId: $registrationId)\n}": typeof types.ResendCourseRegistrationDocument,
    "mutation SetCourseImage($id: ID!, $file: Upload!) {\n  setCourseImage(id: $id, file: $file) {\n    ...AdminCourseFields\n  }\n}": typeof types.SetCourseImageDocument,
    "mutation UpdateCourse($id: ID!, $input: CourseInputGql!) {\n  updateCourse(id: $id, input: $input) {\n    ...AdminCourseFields\n  }\n}": typeof types.UpdateCourseDocument,
    "query PaymentSettings {\n  appSettings {\n    paymentGateway\n    paymentPublicKey\n  }\n}": typeof types.PaymentSettingsDocument,
    "fragment PublicCourseFields on Course {\n  id\n  name\n  subtopic\n  date\n  time\n  investment\n  investmentCents\n  availableSpaces\n  imageUrl\n  courseStatusId\n  headquarterName\n  headquarterAddress\n  catalogueState\n}": typeof types.PublicCourseFieldsFragmentDoc,
    "query PublicCourse($id: ID!) {\n  publicCourse(id: $id) {\n    ...PublicCourseFields\n    descriptionHtml\n  }\n}": typeof types.PublicCourseDocument,
    "query PublicCourses {\n  publicCourses {\n    ...PublicCourseFields\n  }\n}": typeof types.PublicCoursesDocument,
    "mutation RecoverCourseRegistration($courseId: ID!, $email: String!) {\n  recoverCourseRegistration(courseId: $courseId, email: $email)\n}": typeof types.RecoverCourseRegistrationDocument,
    "mutation PayCourse($input: CoursePaymentInput!, $idempotencyKey: String) {\n  payCourse(input: $input, idempotencyKey: $idempotencyKey) {\n    approved\n    message\n    registrationId\n    spaces\n    amountCents\n  }\n}": typeof types.PayCourseDocument,
    "mutation VerifyCourseEmail($courseId: ID!, $email: String!) {\n  verifyCourseEmail(courseId: $courseId, email: $email)\n}": typeof types.VerifyCourseEmailDocument,
    "mutation ChangePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {\n  changePassword(\n    currentPassword: $currentPassword\n    password: $password\n    passwordConfirmation: $passwordConfirmation\n  )\n}": typeof types.ChangePasswordDocument,
    "query Me {\n  me {\n    ...ProfileFields\n  }\n}\n\nfragment ProfileFields on User {\n  id\n  name\n  lastname\n  motherLastname\n  email\n  username\n  birthDate\n  sex\n  phone\n  profileCompletionPending\n  type {\n    id\n    slug\n  }\n  doctorData {\n    specialty\n    officeHours\n    openingTime\n    closingTime\n    address\n    colony\n    city\n    state\n    zipCode\n    clinicAddress\n  }\n}": typeof types.MeDocument,
    "mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...ProfileFields\n  }\n}": typeof types.UpdateProfileDocument,
    "query AppSettings {\n  appSettings {\n    demoMode\n    fileSizeLimitMb\n    environment\n  }\n}": typeof types.AppSettingsDocument,
};
const documents: Documents = {
    "mutation Login($identifier: String!, $password: String!) {\n  login(identifier: $identifier, password: $password) {\n    token\n    expiresAt\n    user {\n      id\n      name\n      profileCompletionPending\n      type {\n        id\n        slug\n      }\n    }\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}": types.RequestPasswordResetDocument,
    "mutation ResetPassword($token: String!, $password: String!, $passwordConfirmation: String!) {\n  resetPassword(\n    token: $token\n    password: $password\n    passwordConfirmation: $passwordConfirmation\n  )\n}": types.ResetPasswordDocument,
    "subscription ChatMessageAdded($chatId: ID!) {\n  chatMessageAdded(chatId: $chatId) {\n    ...ChatMessageFields\n  }\n}": types.ChatMessageAddedDocument,
    "fragment ChatMessageFields on ChatMessage {\n  id\n  chatId\n  authorId\n  user\n  message\n  document\n  documentName\n  documentMediaType\n  isMessageOwner\n  daySend\n  hourSend\n  createdAt\n}": types.ChatMessageFieldsFragmentDoc,
    "query ChatMessages($chatId: ID!, $perPage: Int!) {\n  chatMessages(chatId: $chatId, perPage: $perPage) {\n    data {\n      ...ChatMessageFields\n    }\n    totalMessage\n  }\n}": types.ChatMessagesDocument,
    "query Chats {\n  chats {\n    id\n    patientId\n    patientName\n    lastMessage\n    lastMessageAt\n    daySend\n    hourSend\n    unread\n  }\n}": types.ChatsDocument,
    "mutation MarkChatRead($chatId: ID!) {\n  markChatRead(chatId: $chatId)\n}": types.MarkChatReadDocument,
    "mutation OpenPatientChat($patientId: ID!) {\n  openPatientChat(patientId: $patientId) {\n    id\n    patientId\n  }\n}": types.OpenPatientChatDocument,
    "mutation SendChatMessage($chatId: ID!, $message: String, $document: Upload) {\n  sendChatMessage(chatId: $chatId, message: $message, document: $document) {\n    ...ChatMessageFields\n  }\n}": types.SendChatMessageDocument,
    "subscription UnreadChatsChanged {\n  unreadChatsChanged {\n    total\n    chats {\n      chatId\n      unread\n    }\n  }\n}": types.UnreadChatsChangedDocument,
    "query UnreadChats {\n  unreadChats {\n    total\n    chats {\n      chatId\n      unread\n    }\n  }\n}": types.UnreadChatsDocument,
    "fragment AdminCourseFields on Course {\n  id\n  name\n  subtopic\n  date\n  time\n  investment\n  quota\n  soldSpace\n  availableSpaces\n  status\n  onlineRegistration\n  descriptionHtml\n  courseStatusId\n  headquarterName\n  headquarterAddress\n  imageUrl\n  catalogueState\n}": types.AdminCourseFieldsFragmentDoc,
    "query AdminCourse($id: ID!) {\n  course(id: $id) {\n    ...AdminCourseFields\n  }\n}": types.AdminCourseDocument,
    "query AdminCourses($search: String) {\n  courses(search: $search) {\n    ...AdminCourseFields\n  }\n}": types.AdminCoursesDocument,
    "query CourseEnrolment($courseId: ID!) {\n  courseEnrolment(courseId: $courseId) {\n    course {\n      ...AdminCourseFields\n    }\n    registrations {\n      id\n      name\n      lastname\n      motherLastname\n      email\n      phone\n      spaces\n      amountCents\n      status\n      failureMessage\n      paymentProvider\n      providerOrderId\n      createdAt\n      paidAt\n    }\n    paidCount\n    paidSpaces\n    paidAmountCents\n  }\n}": types.CourseEnrolmentDocument,
    "mutation CreateCourse($input: CourseInputGql!) {\n  createCourse(input: $input) {\n    ...AdminCourseFields\n  }\n}": types.CreateCourseDocument,
    "mutation DeleteCourse($id: ID!) {\n  deleteCourse(id: $id)\n}": types.DeleteCourseDocument,
    "mutation ResendCourseRegistration($registrationId: ID!) {\n  resendCourseRegistration(registrationId: $registrationId)\n}": types.ResendCourseRegistrationDocument,
    "mutation SetCourseImage($id: ID!, $file: Upload!) {\n  setCourseImage(id: $id, file: $file) {\n    ...AdminCourseFields\n  }\n}": types.SetCourseImageDocument,
    "mutation UpdateCourse($id: ID!, $input: CourseInputGql!) {\n  updateCourse(id: $id, input: $input) {\n    ...AdminCourseFields\n  }\n}": types.UpdateCourseDocument,
    "query PaymentSettings {\n  appSettings {\n    paymentGateway\n    paymentPublicKey\n  }\n}": types.PaymentSettingsDocument,
    "fragment PublicCourseFields on Course {\n  id\n  name\n  subtopic\n  date\n  time\n  investment\n  investmentCents\n  availableSpaces\n  imageUrl\n  courseStatusId\n  headquarterName\n  headquarterAddress\n  catalogueState\n}": types.PublicCourseFieldsFragmentDoc,
    "query PublicCourse($id: ID!) {\n  publicCourse(id: $id) {\n    ...PublicCourseFields\n    descriptionHtml\n  }\n}": types.PublicCourseDocument,
    "query PublicCourses {\n  publicCourses {\n    ...PublicCourseFields\n  }\n}": types.PublicCoursesDocument,
    "mutation RecoverCourseRegistration($courseId: ID!, $email: String!) {\n  recoverCourseRegistration(courseId: $courseId, email: $email)\n}": types.RecoverCourseRegistrationDocument,
    "mutation PayCourse($input: CoursePaymentInput!, $idempotencyKey: String) {\n  payCourse(input: $input, idempotencyKey: $idempotencyKey) {\n    approved\n    message\n    registrationId\n    spaces\n    amountCents\n  }\n}": types.PayCourseDocument,
    "mutation VerifyCourseEmail($courseId: ID!, $email: String!) {\n  verifyCourseEmail(courseId: $courseId, email: $email)\n}": types.VerifyCourseEmailDocument,
    "mutation ChangePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {\n  changePassword(\n    currentPassword: $currentPassword\n    password: $password\n    passwordConfirmation: $passwordConfirmation\n  )\n}": types.ChangePasswordDocument,
    "query Me {\n  me {\n    ...ProfileFields\n  }\n}\n\nfragment ProfileFields on User {\n  id\n  name\n  lastname\n  motherLastname\n  email\n  username\n  birthDate\n  sex\n  phone\n  profileCompletionPending\n  type {\n    id\n    slug\n  }\n  doctorData {\n    specialty\n    officeHours\n    openingTime\n    closingTime\n    address\n    colony\n    city\n    state\n    zipCode\n    clinicAddress\n  }\n}": types.MeDocument,
    "mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...ProfileFields\n  }\n}": types.UpdateProfileDocument,
    "query AppSettings {\n  appSettings {\n    demoMode\n    fileSizeLimitMb\n    environment\n  }\n}": types.AppSettingsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($identifier: String!, $password: String!) {\n  login(identifier: $identifier, password: $password) {\n    token\n    expiresAt\n    user {\n      id\n      name\n      profileCompletionPending\n      type {\n        id\n        slug\n      }\n    }\n  }\n}"): (typeof documents)["mutation Login($identifier: String!, $password: String!) {\n  login(identifier: $identifier, password: $password) {\n    token\n    expiresAt\n    user {\n      id\n      name\n      profileCompletionPending\n      type {\n        id\n        slug\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}"): (typeof documents)["mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($token: String!, $password: String!, $passwordConfirmation: String!) {\n  resetPassword(\n    token: $token\n    password: $password\n    passwordConfirmation: $passwordConfirmation\n  )\n}"): (typeof documents)["mutation ResetPassword($token: String!, $password: String!, $passwordConfirmation: String!) {\n  resetPassword(\n    token: $token\n    password: $password\n    passwordConfirmation: $passwordConfirmation\n  )\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ChatMessageAdded($chatId: ID!) {\n  chatMessageAdded(chatId: $chatId) {\n    ...ChatMessageFields\n  }\n}"): (typeof documents)["subscription ChatMessageAdded($chatId: ID!) {\n  chatMessageAdded(chatId: $chatId) {\n    ...ChatMessageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ChatMessageFields on ChatMessage {\n  id\n  chatId\n  authorId\n  user\n  message\n  document\n  documentName\n  documentMediaType\n  isMessageOwner\n  daySend\n  hourSend\n  createdAt\n}"): (typeof documents)["fragment ChatMessageFields on ChatMessage {\n  id\n  chatId\n  authorId\n  user\n  message\n  document\n  documentName\n  documentMediaType\n  isMessageOwner\n  daySend\n  hourSend\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChatMessages($chatId: ID!, $perPage: Int!) {\n  chatMessages(chatId: $chatId, perPage: $perPage) {\n    data {\n      ...ChatMessageFields\n    }\n    totalMessage\n  }\n}"): (typeof documents)["query ChatMessages($chatId: ID!, $perPage: Int!) {\n  chatMessages(chatId: $chatId, perPage: $perPage) {\n    data {\n      ...ChatMessageFields\n    }\n    totalMessage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Chats {\n  chats {\n    id\n    patientId\n    patientName\n    lastMessage\n    lastMessageAt\n    daySend\n    hourSend\n    unread\n  }\n}"): (typeof documents)["query Chats {\n  chats {\n    id\n    patientId\n    patientName\n    lastMessage\n    lastMessageAt\n    daySend\n    hourSend\n    unread\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkChatRead($chatId: ID!) {\n  markChatRead(chatId: $chatId)\n}"): (typeof documents)["mutation MarkChatRead($chatId: ID!) {\n  markChatRead(chatId: $chatId)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OpenPatientChat($patientId: ID!) {\n  openPatientChat(patientId: $patientId) {\n    id\n    patientId\n  }\n}"): (typeof documents)["mutation OpenPatientChat($patientId: ID!) {\n  openPatientChat(patientId: $patientId) {\n    id\n    patientId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendChatMessage($chatId: ID!, $message: String, $document: Upload) {\n  sendChatMessage(chatId: $chatId, message: $message, document: $document) {\n    ...ChatMessageFields\n  }\n}"): (typeof documents)["mutation SendChatMessage($chatId: ID!, $message: String, $document: Upload) {\n  sendChatMessage(chatId: $chatId, message: $message, document: $document) {\n    ...ChatMessageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription UnreadChatsChanged {\n  unreadChatsChanged {\n    total\n    chats {\n      chatId\n      unread\n    }\n  }\n}"): (typeof documents)["subscription UnreadChatsChanged {\n  unreadChatsChanged {\n    total\n    chats {\n      chatId\n      unread\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UnreadChats {\n  unreadChats {\n    total\n    chats {\n      chatId\n      unread\n    }\n  }\n}"): (typeof documents)["query UnreadChats {\n  unreadChats {\n    total\n    chats {\n      chatId\n      unread\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminCourseFields on Course {\n  id\n  name\n  subtopic\n  date\n  time\n  investment\n  quota\n  soldSpace\n  availableSpaces\n  status\n  onlineRegistration\n  descriptionHtml\n  courseStatusId\n  headquarterName\n  headquarterAddress\n  imageUrl\n  catalogueState\n}"): (typeof documents)["fragment AdminCourseFields on Course {\n  id\n  name\n  subtopic\n  date\n  time\n  investment\n  quota\n  soldSpace\n  availableSpaces\n  status\n  onlineRegistration\n  descriptionHtml\n  courseStatusId\n  headquarterName\n  headquarterAddress\n  imageUrl\n  catalogueState\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminCourse($id: ID!) {\n  course(id: $id) {\n    ...AdminCourseFields\n  }\n}"): (typeof documents)["query AdminCourse($id: ID!) {\n  course(id: $id) {\n    ...AdminCourseFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminCourses($search: String) {\n  courses(search: $search) {\n    ...AdminCourseFields\n  }\n}"): (typeof documents)["query AdminCourses($search: String) {\n  courses(search: $search) {\n    ...AdminCourseFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CourseEnrolment($courseId: ID!) {\n  courseEnrolment(courseId: $courseId) {\n    course {\n      ...AdminCourseFields\n    }\n    registrations {\n      id\n      name\n      lastname\n      motherLastname\n      email\n      phone\n      spaces\n      amountCents\n      status\n      failureMessage\n      paymentProvider\n      providerOrderId\n      createdAt\n      paidAt\n    }\n    paidCount\n    paidSpaces\n    paidAmountCents\n  }\n}"): (typeof documents)["query CourseEnrolment($courseId: ID!) {\n  courseEnrolment(courseId: $courseId) {\n    course {\n      ...AdminCourseFields\n    }\n    registrations {\n      id\n      name\n      lastname\n      motherLastname\n      email\n      phone\n      spaces\n      amountCents\n      status\n      failureMessage\n      paymentProvider\n      providerOrderId\n      createdAt\n      paidAt\n    }\n    paidCount\n    paidSpaces\n    paidAmountCents\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateCourse($input: CourseInputGql!) {\n  createCourse(input: $input) {\n    ...AdminCourseFields\n  }\n}"): (typeof documents)["mutation CreateCourse($input: CourseInputGql!) {\n  createCourse(input: $input) {\n    ...AdminCourseFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteCourse($id: ID!) {\n  deleteCourse(id: $id)\n}"): (typeof documents)["mutation DeleteCourse($id: ID!) {\n  deleteCourse(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendCourseRegistration($registrationId: ID!) {\n  resendCourseRegistration(registrationId: $registrationId)\n}"): (typeof documents)["mutation ResendCourseRegistration($registrationId: ID!) {\n  resendCourseRegistration(registrationId: $registrationId)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetCourseImage($id: ID!, $file: Upload!) {\n  setCourseImage(id: $id, file: $file) {\n    ...AdminCourseFields\n  }\n}"): (typeof documents)["mutation SetCourseImage($id: ID!, $file: Upload!) {\n  setCourseImage(id: $id, file: $file) {\n    ...AdminCourseFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCourse($id: ID!, $input: CourseInputGql!) {\n  updateCourse(id: $id, input: $input) {\n    ...AdminCourseFields\n  }\n}"): (typeof documents)["mutation UpdateCourse($id: ID!, $input: CourseInputGql!) {\n  updateCourse(id: $id, input: $input) {\n    ...AdminCourseFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentSettings {\n  appSettings {\n    paymentGateway\n    paymentPublicKey\n  }\n}"): (typeof documents)["query PaymentSettings {\n  appSettings {\n    paymentGateway\n    paymentPublicKey\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PublicCourseFields on Course {\n  id\n  name\n  subtopic\n  date\n  time\n  investment\n  investmentCents\n  availableSpaces\n  imageUrl\n  courseStatusId\n  headquarterName\n  headquarterAddress\n  catalogueState\n}"): (typeof documents)["fragment PublicCourseFields on Course {\n  id\n  name\n  subtopic\n  date\n  time\n  investment\n  investmentCents\n  availableSpaces\n  imageUrl\n  courseStatusId\n  headquarterName\n  headquarterAddress\n  catalogueState\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublicCourse($id: ID!) {\n  publicCourse(id: $id) {\n    ...PublicCourseFields\n    descriptionHtml\n  }\n}"): (typeof documents)["query PublicCourse($id: ID!) {\n  publicCourse(id: $id) {\n    ...PublicCourseFields\n    descriptionHtml\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublicCourses {\n  publicCourses {\n    ...PublicCourseFields\n  }\n}"): (typeof documents)["query PublicCourses {\n  publicCourses {\n    ...PublicCourseFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecoverCourseRegistration($courseId: ID!, $email: String!) {\n  recoverCourseRegistration(courseId: $courseId, email: $email)\n}"): (typeof documents)["mutation RecoverCourseRegistration($courseId: ID!, $email: String!) {\n  recoverCourseRegistration(courseId: $courseId, email: $email)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PayCourse($input: CoursePaymentInput!, $idempotencyKey: String) {\n  payCourse(input: $input, idempotencyKey: $idempotencyKey) {\n    approved\n    message\n    registrationId\n    spaces\n    amountCents\n  }\n}"): (typeof documents)["mutation PayCourse($input: CoursePaymentInput!, $idempotencyKey: String) {\n  payCourse(input: $input, idempotencyKey: $idempotencyKey) {\n    approved\n    message\n    registrationId\n    spaces\n    amountCents\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyCourseEmail($courseId: ID!, $email: String!) {\n  verifyCourseEmail(courseId: $courseId, email: $email)\n}"): (typeof documents)["mutation VerifyCourseEmail($courseId: ID!, $email: String!) {\n  verifyCourseEmail(courseId: $courseId, email: $email)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {\n  changePassword(\n    currentPassword: $currentPassword\n    password: $password\n    passwordConfirmation: $passwordConfirmation\n  )\n}"): (typeof documents)["mutation ChangePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {\n  changePassword(\n    currentPassword: $currentPassword\n    password: $password\n    passwordConfirmation: $passwordConfirmation\n  )\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    ...ProfileFields\n  }\n}\n\nfragment ProfileFields on User {\n  id\n  name\n  lastname\n  motherLastname\n  email\n  username\n  birthDate\n  sex\n  phone\n  profileCompletionPending\n  type {\n    id\n    slug\n  }\n  doctorData {\n    specialty\n    officeHours\n    openingTime\n    closingTime\n    address\n    colony\n    city\n    state\n    zipCode\n    clinicAddress\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...ProfileFields\n  }\n}\n\nfragment ProfileFields on User {\n  id\n  name\n  lastname\n  motherLastname\n  email\n  username\n  birthDate\n  sex\n  phone\n  profileCompletionPending\n  type {\n    id\n    slug\n  }\n  doctorData {\n    specialty\n    officeHours\n    openingTime\n    closingTime\n    address\n    colony\n    city\n    state\n    zipCode\n    clinicAddress\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...ProfileFields\n  }\n}"): (typeof documents)["mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...ProfileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppSettings {\n  appSettings {\n    demoMode\n    fileSizeLimitMb\n    environment\n  }\n}"): (typeof documents)["query AppSettings {\n  appSettings {\n    demoMode\n    fileSizeLimitMb\n    environment\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;