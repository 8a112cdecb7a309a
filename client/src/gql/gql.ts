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
    "query AccessLogPatientOptions($search: String!) {\n  searchPatients(search: $search, first: 10) {\n    id\n    fullName\n    email\n  }\n}": typeof types.AccessLogPatientOptionsDocument,
    "query AccessLogUserOptions($search: String!) {\n  users(search: $search, first: 10) {\n    edges {\n      node {\n        id\n        fullName\n        email\n        type {\n          name\n        }\n      }\n    }\n  }\n}": typeof types.AccessLogUserOptionsDocument,
    "query ClinicalAccessLog($filter: ClinicalAccessFilter, $first: Int, $after: String) {\n  clinicalAccessLog(filter: $filter, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        at\n        action\n        allowed\n        userId\n        userName\n        patientId\n        patientName\n        studyId\n        fileId\n        chatMessageId\n        fileName\n        ip\n      }\n    }\n  }\n}": typeof types.ClinicalAccessLogDocument,
    "fragment AdminBranchOfficeFields on AdminBranchOffice {\n  id\n  name\n  address\n  lat\n  lng\n  directions\n  mapServiceUrl\n  contacts {\n    name\n    phone\n  }\n  phones\n  openingHours\n  image {\n    url\n    sizes {\n      width\n      url\n    }\n  }\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n}": typeof types.AdminBranchOfficeFieldsFragmentDoc,
    "query AdminBranchOffice($id: ID!) {\n  adminBranchOffice(id: $id) {\n    ...AdminBranchOfficeFields\n  }\n}": typeof types.AdminBranchOfficeDocument,
    "query AdminBranchOffices($search: String) {\n  adminBranchOffices(search: $search) {\n    ...AdminBranchOfficeFields\n  }\n}": typeof types.AdminBranchOfficesDocument,
    "mutation CreateBranchOffice($input: BranchOfficeInput!, $image: Upload) {\n  createBranchOffice(input: $input, image: $image) {\n    ...AdminBranchOfficeFields\n  }\n}": typeof types.CreateBranchOfficeDocument,
    "mutation DeleteBranchOffice($id: ID!) {\n  deleteBranchOffice(id: $id)\n}": typeof types.DeleteBranchOfficeDocument,
    "mutation ReorderBranchOffices($ids: [ID!]!) {\n  reorderBranchOffices(ids: $ids) {\n    ...AdminBranchOfficeFields\n  }\n}": typeof types.ReorderBranchOfficesDocument,
    "mutation UpdateBranchOffice($id: ID!, $input: BranchOfficeInput!, $image: Upload, $removeImage: Boolean) {\n  updateBranchOffice(\n    id: $id\n    input: $input\n    image: $image\n    removeImage: $removeImage\n  ) {\n    ...AdminBranchOfficeFields\n  }\n}": typeof types.UpdateBranchOfficeDocument,
    "fragment AdminFaqFields on AdminFaq {\n  id\n  question\n  answer\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n}": typeof types.AdminFaqFieldsFragmentDoc,
    "query AdminFaq($id: ID!) {\n  adminFaq(id: $id) {\n    ...AdminFaqFields\n  }\n}": typeof types.AdminFaqDocument,
    "query AdminFaqs($search: String) {\n  adminFaqs(search: $search) {\n    ...AdminFaqFields\n  }\n}": typeof types.AdminFaqsDocument,
    "mutation CreateFaq($input: FaqInput!) {\n  createFaq(input: $input) {\n    ...AdminFaqFields\n  }\n}": typeof types.CreateFaqDocument,
    "mutation DeleteFaq($id: ID!) {\n  deleteFaq(id: $id)\n}": typeof types.DeleteFaqDocument,
    "mutation ReorderFaqs($ids: [ID!]!) {\n  reorderFaqs(ids: $ids) {\n    ...AdminFaqFields\n  }\n}": typeof types.ReorderFaqsDocument,
    "mutation UpdateFaq($id: ID!, $input: FaqInput!) {\n  updateFaq(id: $id, input: $input) {\n    ...AdminFaqFields\n  }\n}": typeof types.UpdateFaqDocument,
    "fragment AdminPackageFields on AdminPackage {\n  id\n  name\n  description\n  studyTypes {\n    id\n    name\n  }\n  price {\n    cents\n    currency\n  }\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n  image {\n    url\n    sizes {\n      width\n      url\n    }\n  }\n}": typeof types.AdminPackageFieldsFragmentDoc,
    "query AdminPackage($id: ID!) {\n  adminPackage(id: $id) {\n    ...AdminPackageFields\n  }\n}": typeof types.AdminPackageDocument,
    "query AdminPackages($search: String) {\n  adminPackages(search: $search) {\n    ...AdminPackageFields\n  }\n}": typeof types.AdminPackagesDocument,
    "mutation CreatePackage($input: PackageInput!, $image: Upload) {\n  createPackage(input: $input, image: $image) {\n    ...AdminPackageFields\n  }\n}": typeof types.CreatePackageDocument,
    "mutation DeletePackage($id: ID!) {\n  deletePackage(id: $id)\n}": typeof types.DeletePackageDocument,
    "query PackageStudyTypes {\n  studyTypes {\n    id\n    name\n  }\n}": typeof types.PackageStudyTypesDocument,
    "mutation ReorderPackages($ids: [ID!]!) {\n  reorderPackages(ids: $ids) {\n    ...AdminPackageFields\n  }\n}": typeof types.ReorderPackagesDocument,
    "mutation UpdatePackage($id: ID!, $input: PackageInput!, $image: Upload) {\n  updatePackage(id: $id, input: $input, image: $image) {\n    ...AdminPackageFields\n  }\n}": typeof types.UpdatePackageDocument,
    "fragment AdminRecipeFields on AdminRecipe {\n  id\n  title\n  pdfUrl\n  pdfBytes\n  isFront\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n  cover {\n    url\n    sizes {\n      width\n      url\n    }\n  }\n}": typeof types.AdminRecipeFieldsFragmentDoc,
    "query AdminRecipe($id: ID!) {\n  adminRecipe(id: $id) {\n    ...AdminRecipeFields\n  }\n}": typeof types.AdminRecipeDocument,
    "query AdminRecipes($search: String) {\n  adminRecipes(search: $search) {\n    ...AdminRecipeFields\n  }\n}": typeof types.AdminRecipesDocument,
    "mutation CreateRecipe($input: RecipeInput!, $pdf: Upload, $cover: Upload) {\n  createRecipe(input: $input, pdf: $pdf, cover: $cover) {\n    ...AdminRecipeFields\n  }\n}": typeof types.CreateRecipeDocument,
    "mutation DeleteRecipe($id: ID!) {\n  deleteRecipe(id: $id)\n}": typeof types.DeleteRecipeDocument,
    "mutation ReorderRecipes($ids: [ID!]!) {\n  reorderRecipes(ids: $ids) {\n    ...AdminRecipeFields\n  }\n}": typeof types.ReorderRecipesDocument,
    "mutation UpdateRecipe($id: ID!, $input: RecipeInput!, $pdf: Upload, $cover: Upload) {\n  updateRecipe(id: $id, input: $input, pdf: $pdf, cover: $cover) {\n    ...AdminRecipeFields\n  }\n}": typeof types.UpdateRecipeDocument,
    "fragment AdminServiceFields on AdminService {\n  id\n  name\n  description\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n  image {\n    url\n    sizes {\n      width\n      url\n    }\n  }\n}": typeof types.AdminServiceFieldsFragmentDoc,
    "query AdminService($id: ID!) {\n  adminService(id: $id) {\n    ...AdminServiceFields\n  }\n}": typeof types.AdminServiceDocument,
    "query AdminServices($search: String) {\n  adminServices(search: $search) {\n    ...AdminServiceFields\n  }\n}": typeof types.AdminServicesDocument,
    "mutation CreateService($input: ServiceInput!, $image: Upload) {\n  createService(input: $input, image: $image) {\n    ...AdminServiceFields\n  }\n}": typeof types.CreateServiceDocument,
    "mutation DeleteService($id: ID!) {\n  deleteService(id: $id)\n}": typeof types.DeleteServiceDocument,
    "mutation ReorderServices($ids: [ID!]!) {\n  reorderServices(ids: $ids) {\n    ...AdminServiceFields\n  }\n}": typeof types.ReorderServicesDocument,
    "mutation UpdateService($id: ID!, $input: ServiceInput!, $image: Upload) {\n  updateService(id: $id, input: $input, image: $image) {\n    ...AdminServiceFields\n  }\n}": typeof types.UpdateServiceDocument,
    "fragment AdminSlideFields on AdminSlide {\n  id\n  altText\n  linkUrl\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n  image {\n    url\n    sizes {\n      width\n      url\n    }\n  }\n}": typeof types.AdminSlideFieldsFragmentDoc,
    "query AdminSlide($id: ID!) {\n  adminSlide(id: $id) {\n    ...AdminSlideFields\n  }\n}": typeof types.AdminSlideDocument,
    "query AdminSlides($search: String) {\n  adminSlides(search: $search) {\n    ...AdminSlideFields\n  }\n}": typeof types.AdminSlidesDocument,
    "mutation CreateSlide($input: SlideInput!, $image: Upload) {\n  createSlide(input: $input, image: $image) {\n    ...AdminSlideFields\n  }\n}": typeof types.CreateSlideDocument,
    "mutation DeleteSlide($id: ID!) {\n  deleteSlide(id: $id)\n}": typeof types.DeleteSlideDocument,
    "mutation ReorderSlides($ids: [ID!]!) {\n  reorderSlides(ids: $ids) {\n    ...AdminSlideFields\n  }\n}": typeof types.ReorderSlidesDocument,
    "mutation UpdateSlide($id: ID!, $input: SlideInput!, $image: Upload) {\n  updateSlide(id: $id, input: $input, image: $image) {\n    ...AdminSlideFields\n  }\n}": typeof types.UpdateSlideDocument,
    "fragment AdminWelcomeModalFields on AdminWelcomeModal {\n  id\n  altText\n  title\n  body\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n  image {\n    url\n    sizes {\n      width\n      url\n    }\n  }\n}": typeof types.AdminWelcomeModalFieldsFragmentDoc,
    "query AdminWelcomeModal($id: ID!) {\n  adminWelcomeModal(id: $id) {\n    ...AdminWelcomeModalFields\n  }\n}": typeof types.AdminWelcomeModalDocument,
    "query AdminWelcomeModals($search: String) {\n  adminWelcomeModals(search: $search) {\n    ...AdminWelcomeModalFields\n  }\n}": typeof types.AdminWelcomeModalsDocument,
    "mutation CreateWelcomeModal($input: WelcomeModalInput!, $image: Upload) {\n  createWelcomeModal(input: $input, image: $image) {\n    ...AdminWelcomeModalFields\n  }\n}": typeof types.CreateWelcomeModalDocument,
    "mutation DeleteWelcomeModal($id: ID!) {\n  deleteWelcomeModal(id: $id)\n}": typeof types.DeleteWelcomeModalDocument,
    "mutation ReorderWelcomeModals($ids: [ID!]!) {\n  reorderWelcomeModals(ids: $ids) {\n    ...AdminWelcomeModalFields\n  }\n}": typeof types.ReorderWelcomeModalsDocument,
    "mutation UpdateWelcomeModal($id: ID!, $input: WelcomeModalInput!, $image: Upload) {\n  updateWelcomeModal(id: $id, input: $input, image: $image) {\n    ...AdminWelcomeModalFields\n  }\n}": typeof types.UpdateWelcomeModalDocument,
    "mutation CompleteIdentityProviderSignIn($code: String!) {\n  completeIdentityProviderSignIn(code: $code) {\n    token\n    expiresAt\n    providerAccessToken\n    providerIdToken\n    user {\n      id\n      name\n      profileCompletionPending\n      type {\n        id\n        role\n      }\n    }\n  }\n}": typeof types.CompleteIdentityProviderSignInDocument,
    "mutation Login($identifier: String!, $password: String!) {\n  login(identifier: $identifier, password: $password) {\n    token\n    expiresAt\n    user {\n      id\n      name\n      profileCompletionPending\n      type {\n        id\n        role\n      }\n    }\n  }\n}": typeof types.LoginDocument,
    "query PasswordLinkUsable($token: String!) {\n  passwordLinkUsable(token: $token)\n}": typeof types.PasswordLinkUsableDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}": typeof types.RequestPasswordResetDocument,
    "mutation ResetPassword($token: String!, $password: String!, $passwordConfirmation: String!) {\n  resetPassword(\n    token: $token\n    password: $password\n    passwordConfirmation: $passwordConfirmation\n  )\n}": typeof types.ResetPasswordDocument,
    "subscription ChatMessageAdded($chatId: ID!) {\n  chatMessageAdded(chatId: $chatId) {\n    ...ChatMessageFields\n  }\n}": typeof types.ChatMessageAddedDocument,
    "fragment ChatMessageFields on ChatMessage {\n  id\n  chatId\n  authorId\n  authorName\n  text\n  attachment {\n    url\n    name\n    mediaType\n  }\n  isMessageOwner\n  day\n  createdAt\n}": typeof types.ChatMessageFieldsFragmentDoc,
    "query ChatMessages($chatId: ID!, $last: Int!, $before: String) {\n  chatMessages(chatId: $chatId, last: $last, before: $before) {\n    edges {\n      node {\n        ...ChatMessageFields\n      }\n    }\n    pageInfo {\n      hasPreviousPage\n      startCursor\n    }\n    totalCount\n  }\n}": typeof types.ChatMessagesDocument,
    "query Chats($first: Int!, $after: String) {\n  chats(first: $first, after: $after) {\n    edges {\n      node {\n        id\n        patientId\n        patientName\n        lastMessage\n        lastMessageAt\n        unreadCount\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": typeof types.ChatsDocument,
    "mutation MarkChatRead($chatId: ID!) {\n  markChatRead(chatId: $chatId)\n}": typeof types.MarkChatReadDocument,
    "mutation OpenPatientChat($patientId: ID!) {\n  openPatientChat(patientId: $patientId) {\n    id\n    patientId\n  }\n}": typeof types.OpenPatientChatDocument,
    "mutation SendChatMessage($chatId: ID!, $text: String, $attachment: Upload) {\n  sendChatMessage(chatId: $chatId, text: $text, attachment: $attachment) {\n    ...ChatMessageFields\n  }\n}": typeof types.SendChatMessageDocument,
    "subscription UnreadChatsChanged {\n  unreadChatsChanged {\n    total\n    chats {\n      chatId\n      unreadCount\n    }\n  }\n}": typeof types.UnreadChatsChangedDocument,
    "query UnreadChats {\n  unreadChats {\n    total\n    chats {\n      chatId\n      unreadCount\n    }\n  }\n}": typeof types.UnreadChatsDocument,
    "query ControlBoard {\n  controlBoard {\n    totals {\n      studies\n      hidden\n      expiringSoon\n    }\n    uploaded {\n      day\n      count\n    }\n    viewed {\n      day\n      count\n    }\n    expiring {\n      day\n      count\n    }\n    latestUploads {\n      id\n      studyDate\n      createdAt\n      studyType {\n        id\n        name\n      }\n      patient {\n        id\n        fullName\n      }\n      files {\n        id\n      }\n    }\n  }\n}": typeof types.ControlBoardDocument,
    "fragment AdminCourseFields on Course {\n  id\n  name\n  subtopic\n  date\n  time\n  investment {\n    cents\n    currency\n  }\n  quota\n  soldSpace\n  availableSpaces\n  active\n  onlineRegistration\n  descriptionHtml\n  status\n  headquarterName\n  headquarterAddress\n  imageUrl\n  catalogueState\n}": typeof types.AdminCourseFieldsFragmentDoc,
    "query AdminCourse($id: ID!) {\n  course(id: $id) {\n    ...AdminCourseFields\n  }\n}": typeof types.AdminCourseDocument,
    "query AdminCourses($search: String) {\n  courses(search: $search) {\n    ...AdminCourseFields\n  }\n}": typeof types.AdminCoursesDocument,
    "query CourseEnrolment($courseId: ID!) {\n  courseEnrolment(courseId: $courseId) {\n    course {\n      ...AdminCourseFields\n    }\n    registrations {\n      id\n      name\n      lastname\n      motherLastname\n      email\n      phone\n      spaces\n      amount {\n        cents\n        currency\n      }\n      status\n      failureMessage\n      paymentProvider\n      providerOrderId\n      createdAt\n      paidAt\n    }\n    paidCount\n    paidSpaces\n    paidAmount {\n      cents\n      currency\n    }\n  }\n}": typeof types.CourseEnrolmentDocument,
    "mutation CreateCourse($input: CourseInput!) {\n  createCourse(input: $input) {\n    ...AdminCourseFields\n  }\n}": typeof types.CreateCourseDocument,
    "mutation DeleteCourse($id: ID!) {\n  deleteCourse(id: $id)\n}": typeof types.DeleteCourseDocument,
    "mutation ResendCourseRegistration($registrationId: ID!) {\n  resendCourseRegistration(registrationId: $registrationId)\n}": typeof types.ResendCourseRegistrationDocument,
    "mutation SetCourseImage($id: ID!, $file: Upload!) {\n  setCourseImage(id: $id, file: $file) {\n    ...AdminCourseFields\n  }\n}": typeof types.SetCourseImageDocument,
    "mutation UpdateCourse($id: ID!, $input: CourseInput!) {\n  updateCourse(id: $id, input: $input) {\n    ...AdminCourseFields\n  }\n}": typeof types.UpdateCourseDocument,
    "query PaymentSettings {\n  appSettings {\n    paymentGateway\n    paymentPublicKey\n  }\n}": typeof types.PaymentSettingsDocument,
    "fragment PublicCourseFields on Course {\n  id\n  name\n  subtopic\n  date\n  time\n  investment {\n    cents\n    currency\n  }\n  availableSpaces\n  imageUrl\n  image {\n    width\n    height\n    sizes {\n      url\n      width\n      height\n    }\n    avifSizes {\n      url\n      width\n      height\n    }\n  }\n  status\n  headquarterName\n  headquarterAddress\n  catalogueState\n}": typeof types.PublicCourseFieldsFragmentDoc,
    "query PublicCourse($id: ID!) {\n  publicCourse(id: $id) {\n    ...PublicCourseFields\n    descriptionHtml\n  }\n}": typeof types.PublicCourseDocument,
    "query PublicCourses {\n  publicCourses {\n    ...PublicCourseFields\n  }\n}": typeof types.PublicCoursesDocument,
    "mutation RecoverCourseRegistration($courseId: ID!, $email: String!) {\n  recoverCourseRegistration(courseId: $courseId, email: $email)\n}": typeof types.RecoverCourseRegistrationDocument,
    "mutation PayCourse($input: CoursePaymentInput!, $idempotencyKey: String) {\n  payCourse(input: $input, idempotencyKey: $idempotencyKey) {\n    approved\n    message\n    registrationId\n    spaces\n    amount {\n      cents\n      currency\n    }\n  }\n}": typeof types.PayCourseDocument,
    "mutation VerifyCourseEmail($courseId: ID!, $email: String!) {\n  verifyCourseEmail(courseId: $courseId, email: $email)\n}": typeof types.VerifyCourseEmailDocument,
    "mutation AssignDicomReceivedStudy($input: AssignDicomReceivedStudyInput!) {\n  assignDicomReceivedStudy(input: $input) {\n    ...DicomReceivedStudyFields\n  }\n}": typeof types.AssignDicomReceivedStudyDocument,
    "query DicomInboxPendingCount {\n  dicomInbox(status: PENDING, first: 1) {\n    totalCount\n  }\n}": typeof types.DicomInboxPendingCountDocument,
    "query DicomInboxStudyTypes {\n  studyTypes {\n    id\n    name\n  }\n}": typeof types.DicomInboxStudyTypesDocument,
    "query DicomInbox($status: DicomReceivedStudyStatus, $first: Int, $after: String) {\n  dicomInbox(status: $status, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...DicomReceivedStudyFields\n      }\n    }\n  }\n}": typeof types.DicomInboxDocument,
    "fragment DicomReceivedStudyFields on DicomReceivedStudy {\n  id\n  status\n  dicomPatientName\n  dicomPatientId\n  dicomPatientBirthDate\n  modality\n  studyDate\n  studyDescription\n  callingAeTitle\n  lastReceivedAt\n  imageCount\n  studyId\n  patient {\n    id\n    fullName\n  }\n}": typeof types.DicomReceivedStudyFieldsFragmentDoc,
    "mutation DiscardDicomReceivedStudy($id: ID!) {\n  discardDicomReceivedStudy(id: $id) {\n    ...DicomReceivedStudyFields\n  }\n}": typeof types.DiscardDicomReceivedStudyDocument,
    "mutation SetPreferredLocale($locale: Locale!) {\n  setPreferredLocale(locale: $locale) {\n    id\n    preferredLocale\n  }\n}": typeof types.SetPreferredLocaleDocument,
    "fragment AdminNotificationFields on Notification {\n  id\n  title\n  body\n  audience\n  user {\n    id\n    fullName\n    email\n  }\n  state\n  recipients\n  sentCount\n  failedCount\n  pendingCount\n  sendCount\n  sentAt\n}": typeof types.AdminNotificationFieldsFragmentDoc,
    "query AdminNotification($id: ID!) {\n  notification(id: $id) {\n    ...AdminNotificationFields\n  }\n}": typeof types.AdminNotificationDocument,
    "query AdminNotifications($first: Int, $after: String) {\n  notifications(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    edges {\n      node {\n        ...AdminNotificationFields\n      }\n    }\n  }\n}": typeof types.AdminNotificationsDocument,
    "mutation CreateNotification($input: NotificationInput!) {\n  createNotification(input: $input) {\n    ...AdminNotificationFields\n  }\n}": typeof types.CreateNotificationDocument,
    "mutation DeleteNotification($id: ID!) {\n  deleteNotification(id: $id)\n}": typeof types.DeleteNotificationDocument,
    "query NotificationRecipientOptions($search: String!) {\n  users(search: $search, status: true, first: 10) {\n    edges {\n      node {\n        id\n        fullName\n        email\n      }\n    }\n  }\n}": typeof types.NotificationRecipientOptionsDocument,
    "mutation ResendNotification($id: ID!) {\n  resendNotification(id: $id) {\n    ...AdminNotificationFields\n  }\n}": typeof types.ResendNotificationDocument,
    "mutation UpdateNotification($id: ID!, $input: NotificationInput!) {\n  updateNotification(id: $id, input: $input) {\n    ...AdminNotificationFields\n  }\n}": typeof types.UpdateNotificationDocument,
    "fragment AdminPanelPeriodFields on AdminPanelPeriod {\n  studiesUploaded\n  newPatients\n  courseSales\n  courseSalesAmount {\n    cents\n    currency\n  }\n}": typeof types.AdminPanelPeriodFieldsFragmentDoc,
    "query AdminPanel {\n  adminPanel {\n    today {\n      ...AdminPanelPeriodFields\n    }\n    month {\n      ...AdminPanelPeriodFields\n    }\n    resultsPendingDelivery\n    unreadChats\n    npsLast30Days\n    npsAnswersLast30Days\n    supportRequestsOpen\n    supportRequestsInProgress\n  }\n}": typeof types.AdminPanelDocument,
    "query MyStudies($first: Int, $after: String) {\n  myStudies(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...StudyCardFields\n      }\n    }\n  }\n}": typeof types.MyStudiesDocument,
    "mutation SubmitDoctorPreRegistration($input: DoctorPreRegistrationInput!) {\n  submitDoctorPreRegistration(input: $input)\n}": typeof types.SubmitDoctorPreRegistrationDocument,
    "mutation ChangePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {\n  changePassword(\n    currentPassword: $currentPassword\n    password: $password\n    passwordConfirmation: $passwordConfirmation\n  )\n}": typeof types.ChangePasswordDocument,
    "mutation LogoutAllDevices {\n  logoutAllDevices\n}": typeof types.LogoutAllDevicesDocument,
    "query Me {\n  me {\n    ...ProfileFields\n  }\n}\n\nfragment ProfileFields on User {\n  id\n  name\n  lastname\n  motherLastname\n  email\n  username\n  birthDate\n  sex\n  phone\n  profileCompletionPending\n  type {\n    id\n    role\n  }\n  doctorData {\n    specialty\n    officeHours\n    openingTime\n    closingTime\n    address\n    colony\n    city\n    state\n    zipCode\n    clinicAddress\n  }\n}": typeof types.MeDocument,
    "mutation RestartWelcomeTour {\n  restartWelcomeTour {\n    id\n    welcomeTourFinishedAt\n  }\n}": typeof types.RestartWelcomeTourDocument,
    "mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...ProfileFields\n  }\n}": typeof types.UpdateProfileDocument,
    "mutation AnswerSurvey($input: AnswerSurveyInput!) {\n  answerSurvey(input: $input) {\n    invitationId\n    answeredAt\n  }\n}": typeof types.AnswerSurveyDocument,
    "query PendingSurveys($first: Int, $after: String) {\n  pendingSurveys(first: $first, after: $after) {\n    totalCount\n    edges {\n      node {\n        invitationId\n        title\n        intro\n        answerBefore\n        study {\n          id\n          studyDate\n          studyType {\n            id\n            name\n          }\n        }\n        questions {\n          id\n          kind\n          text\n          choices\n          required\n        }\n      }\n    }\n  }\n}": typeof types.PendingSurveysDocument,
    "fragment OpeningHoursFields on OpeningHours {\n  days {\n    weekday\n    opensAt\n    closesAt\n  }\n  updatedAt\n  updatedByName\n}": typeof types.OpeningHoursFieldsFragmentDoc,
    "query QualityIndicators($from: Date, $to: Date) {\n  qualityIndicators(from: $from, to: $to) {\n    from\n    to\n    indicators {\n      key\n      value\n      sampleSize\n      target\n      status\n    }\n    targets {\n      ...QualityTargetsFields\n    }\n    openingHours {\n      ...OpeningHoursFields\n    }\n    surveyByStudyType {\n      studyType {\n        id\n        name\n      }\n      figures {\n        ...SurveyFiguresFields\n      }\n    }\n    surveyByBranchOffice {\n      branchOffice {\n        id\n        name\n      }\n      figures {\n        ...SurveyFiguresFields\n      }\n    }\n    turnaroundByStudyType {\n      studyType {\n        id\n        name\n      }\n      sampleSize\n      medianHours\n      p90Hours\n    }\n    deliveredByMonth {\n      month\n      total\n      byStudyType {\n        studyType {\n          id\n          name\n        }\n        count\n      }\n    }\n    expiredUnreadByStudyType {\n      studyType {\n        id\n        name\n      }\n      expired\n      unread\n    }\n  }\n}": typeof types.QualityIndicatorsDocument,
    "fragment QualityTargetsFields on QualityTargets {\n  nps\n  averageRating\n  responseRate\n  turnaroundMedianHours\n  turnaroundP90Hours\n  chatFirstResponseMedianMinutes\n  chatFirstResponseP90Minutes\n  expiredUnread\n  updatedAt\n  updatedByName\n}": typeof types.QualityTargetsFieldsFragmentDoc,
    "fragment SurveyFiguresFields on SurveyFigures {\n  nps\n  npsAnswers\n  averageRating\n  ratingAnswers\n  responseRate\n  invitations\n  answered\n}": typeof types.SurveyFiguresFieldsFragmentDoc,
    "mutation UpdateOpeningHours($input: OpeningHoursInput!) {\n  updateOpeningHours(input: $input) {\n    ...OpeningHoursFields\n  }\n}": typeof types.UpdateOpeningHoursDocument,
    "mutation UpdateQualityTargets($input: QualityTargetsInput!) {\n  updateQualityTargets(input: $input) {\n    ...QualityTargetsFields\n  }\n}": typeof types.UpdateQualityTargetsDocument,
    "mutation ActivateQualitySurvey($id: ID!) {\n  activateQualitySurvey(id: $id) {\n    ...QualitySurveyFields\n  }\n}": typeof types.ActivateQualitySurveyDocument,
    "mutation CreateQualitySurvey($input: QualitySurveyInput!) {\n  createQualitySurvey(input: $input) {\n    ...QualitySurveyFields\n  }\n}": typeof types.CreateQualitySurveyDocument,
    "mutation DeactivateQualitySurvey($id: ID!) {\n  deactivateQualitySurvey(id: $id) {\n    ...QualitySurveyFields\n  }\n}": typeof types.DeactivateQualitySurveyDocument,
    "mutation DeleteQualitySurvey($id: ID!) {\n  deleteQualitySurvey(id: $id)\n}": typeof types.DeleteQualitySurveyDocument,
    "mutation DuplicateQualitySurvey($id: ID!) {\n  duplicateQualitySurvey(id: $id) {\n    ...QualitySurveyFields\n  }\n}": typeof types.DuplicateQualitySurveyDocument,
    "fragment QualitySurveyFields on QualitySurvey {\n  id\n  title\n  intro\n  active\n  questionCount\n  responseCount\n  updatedAt\n  activatedAt\n  questions {\n    id\n    position\n    kind\n    text\n    choices\n    required\n  }\n}": typeof types.QualitySurveyFieldsFragmentDoc,
    "query QualitySurvey($id: ID!) {\n  qualitySurvey(id: $id) {\n    ...QualitySurveyFields\n  }\n}": typeof types.QualitySurveyDocument,
    "query QualitySurveys($first: Int, $after: String) {\n  qualitySurveys(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...QualitySurveyFields\n      }\n    }\n  }\n}": typeof types.QualitySurveysDocument,
    "mutation UpdateQualitySurvey($id: ID!, $input: QualitySurveyInput!) {\n  updateQualitySurvey(id: $id, input: $input) {\n    ...QualitySurveyFields\n  }\n}": typeof types.UpdateQualitySurveyDocument,
    "query PortalSearch($text: String!, $first: Int) {\n  search(text: $text, first: $first) {\n    kind\n    id\n    title\n    subtitle\n    date\n    path\n  }\n}": typeof types.PortalSearchDocument,
    "mutation LogoutWithIdentityProvider {\n  logoutWithIdentityProvider\n}": typeof types.LogoutWithIdentityProviderDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "query BackgroundJobCounts {\n  backgroundJobCounts {\n    failed\n  }\n}": typeof types.BackgroundJobCountsDocument,
    "fragment BackgroundJobFields on BackgroundJob {\n  id\n  kind\n  title\n  state\n  attempts\n  retryLimit\n  createdAt\n  startedAt\n  finishedAt\n  nextAttemptAt\n  error\n}": typeof types.BackgroundJobFieldsFragmentDoc,
    "query BackgroundJobs($state: BackgroundJobState, $first: Int, $after: String) {\n  backgroundJobs(state: $state, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...BackgroundJobFields\n      }\n    }\n  }\n  backgroundJobCounts {\n    queued\n    running\n    failed\n    done\n  }\n}": typeof types.BackgroundJobsDocument,
    "mutation RetryBackgroundJob($id: String!) {\n  retryBackgroundJob(id: $id) {\n    ...BackgroundJobFields\n  }\n}": typeof types.RetryBackgroundJobDocument,
    "query LabSettingsChanges($first: Int, $after: String) {\n  labSettingsChanges(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        id\n        setting\n        oldValue\n        newValue\n        changedAt\n        changedByName\n      }\n    }\n  }\n}": typeof types.LabSettingsChangesDocument,
    "fragment LabSettingsFields on LabSettings {\n  contactPhone\n  whatsappNumber\n  contactEmail\n  address\n  privacyNoticeUrl\n  termsUrl\n  welcomeTour\n  demoMode\n  defaultStudyExpiryDays\n  chatAttachmentLimitMb\n  maintenanceBanner\n  resultReadyNotifications\n  dicomAeTitle\n  dicomCallingAeTitles\n  scannerStudyTypeId\n  updatedAt\n  updatedByName\n}": typeof types.LabSettingsFieldsFragmentDoc,
    "query LabSettings {\n  labSettings {\n    ...LabSettingsFields\n  }\n}": typeof types.LabSettingsDocument,
    "query NotificationSettings {\n  notificationSettings {\n    resultReady\n    updatedAt\n  }\n}": typeof types.NotificationSettingsDocument,
    "query SettingsStudyTypes {\n  studyTypes {\n    id\n    name\n  }\n}": typeof types.SettingsStudyTypesDocument,
    "mutation UpdateLabSettings($input: LabSettingsInput!) {\n  updateLabSettings(input: $input) {\n    ...LabSettingsFields\n  }\n}": typeof types.UpdateLabSettingsDocument,
    "mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n  updateNotificationSettings(input: $input) {\n    resultReady\n    updatedAt\n  }\n}": typeof types.UpdateNotificationSettingsDocument,
    "query SearchStudyPatients($search: String!) {\n  searchPatients(search: $search, first: 10) {\n    ...StudyPatientOption\n  }\n}": typeof types.SearchStudyPatientsDocument,
    "fragment StudyPatientOption on VirtualLabPatient {\n  id\n  fullName\n  email\n  doctor {\n    id\n    fullName\n  }\n}": typeof types.StudyPatientOptionFragmentDoc,
    "query AppSettings {\n  appSettings {\n    demoMode\n    fileSizeLimitMb\n    environment\n    chatAttachmentLimitMb\n    defaultStudyExpiryDays\n    maintenanceBanner\n    privacyNoticeUrl\n    termsUrl\n    identityProvider {\n      buttonLabel\n      startPath\n    }\n  }\n}": typeof types.AppSettingsDocument,
    "fragment LayoutPreferencesFields on LayoutPreferences {\n  color\n  boxed\n  sidebarCollapsed\n  direction\n  transition\n  mobileSearch\n  updatedAt\n}\n\nquery MyLayoutPreferences {\n  myLayoutPreferences {\n    ...LayoutPreferencesFields\n  }\n}\n\nmutation SaveLayoutPreferences($input: LayoutPreferencesInput!) {\n  saveLayoutPreferences(input: $input) {\n    ...LayoutPreferencesFields\n  }\n}": typeof types.LayoutPreferencesFieldsFragmentDoc,
    "mutation FinishWelcomeTour {\n  finishWelcomeTour {\n    id\n    welcomeTourFinishedAt\n  }\n}": typeof types.FinishWelcomeTourDocument,
    "query WelcomeTourState {\n  appSettings {\n    welcomeTour\n  }\n  me {\n    id\n    welcomeTourFinishedAt\n  }\n}": typeof types.WelcomeTourStateDocument,
    "mutation CreateStudyGroup($input: StudyGroupInput!) {\n  createStudyGroup(input: $input) {\n    ...StudyGroupFields\n  }\n}": typeof types.CreateStudyGroupDocument,
    "mutation DeleteStudyGroup($id: ID!) {\n  deleteStudyGroup(id: $id)\n}": typeof types.DeleteStudyGroupDocument,
    "fragment StudyGroupFields on StudyGroup {\n  id\n  name\n  descriptionHtml\n  studyCount\n  updatedAt\n}": typeof types.StudyGroupFieldsFragmentDoc,
    "query StudyGroup($id: ID!) {\n  studyGroup(id: $id) {\n    ...StudyGroupFields\n  }\n}": typeof types.StudyGroupDocument,
    "query StudyGroups {\n  studyGroups {\n    ...StudyGroupFields\n  }\n}": typeof types.StudyGroupsDocument,
    "mutation UpdateStudyGroup($id: ID!, $input: StudyGroupInput!) {\n  updateStudyGroup(id: $id, input: $input) {\n    ...StudyGroupFields\n  }\n}": typeof types.UpdateStudyGroupDocument,
    "mutation CreateStudyShare($input: NewStudyShareInput!) {\n  createStudyShare(input: $input) {\n    ...StudyShareFields\n  }\n}": typeof types.CreateStudyShareDocument,
    "mutation OpenSharedStudy($token: String!, $pin: String) {\n  openSharedStudy(token: $token, pin: $pin) {\n    state\n    attemptsLeft\n    lockedUntil\n    study {\n      studyId\n      labName\n      studyTypeName\n      studyDate\n      doctorName\n      patientInitials\n      expiresAt\n      grant\n      grantExpiresAt\n      zipUrl\n      viewer {\n        ...StudyViewerFields\n      }\n      files {\n        id\n        name\n        mediaType\n        size\n        url\n      }\n    }\n  }\n}": typeof types.OpenSharedStudyDocument,
    "mutation RevokeStudyShare($id: ID!) {\n  revokeStudyShare(id: $id) {\n    ...StudyShareFields\n  }\n}": typeof types.RevokeStudyShareDocument,
    "mutation SendStudyShareEmail($id: ID!, $email: String!, $token: String!) {\n  sendStudyShareEmail(id: $id, email: $email, token: $token)\n}": typeof types.SendStudyShareEmailDocument,
    "subscription StudyShareClosed($grant: String!) {\n  studyShareClosed(grant: $grant) {\n    state\n  }\n}": typeof types.StudyShareClosedDocument,
    "fragment StudyShareFields on StudyShare {\n  id\n  studyId\n  url\n  pin\n  withPin\n  allowDownload\n  expiresAt\n  opens\n  lastOpenedAt\n  createdAt\n  createdByName\n  revokedAt\n}": typeof types.StudyShareFieldsFragmentDoc,
    "query StudyShares($studyId: ID!) {\n  studyShares(studyId: $studyId) {\n    ...StudyShareFields\n  }\n}": typeof types.StudySharesDocument,
    "mutation AddSupportMessage($id: ID!, $message: String!) {\n  addSupportMessage(id: $id, message: $message) {\n    ...SupportRequestFields\n  }\n}": typeof types.AddSupportMessageDocument,
    "mutation AnswerSupportRequest($id: ID!, $message: String!) {\n  answerSupportRequest(id: $id, message: $message) {\n    ...SupportRequestFields\n  }\n}": typeof types.AnswerSupportRequestDocument,
    "mutation AssignSupportRequest($id: ID!, $assigneeId: ID!) {\n  assignSupportRequest(id: $id, assigneeId: $assigneeId) {\n    ...SupportRequestFields\n  }\n}": typeof types.AssignSupportRequestDocument,
    "mutation CloseSupportRequest($id: ID!) {\n  closeSupportRequest(id: $id) {\n    ...SupportRequestFields\n  }\n}": typeof types.CloseSupportRequestDocument,
    "mutation CreateSupportRequest($input: SupportRequestInput!, $attachment: Upload) {\n  createSupportRequest(input: $input, attachment: $attachment) {\n    ...SupportRequestFields\n  }\n}": typeof types.CreateSupportRequestDocument,
    "query MySupportRequest($id: ID!) {\n  mySupportRequest(id: $id) {\n    ...SupportRequestFields\n  }\n}": typeof types.MySupportRequestDocument,
    "query MySupportRequests($first: Int, $after: String) {\n  mySupportRequests(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    edges {\n      node {\n        ...SupportRequestFields\n      }\n    }\n  }\n}": typeof types.MySupportRequestsDocument,
    "mutation ReopenSupportRequest($id: ID!) {\n  reopenSupportRequest(id: $id) {\n    ...SupportRequestFields\n  }\n}": typeof types.ReopenSupportRequestDocument,
    "query SupportAssignees($search: String) {\n  supportAssignees(search: $search, first: 20) {\n    ...SupportPersonFields\n  }\n}": typeof types.SupportAssigneesDocument,
    "fragment SupportPersonFields on SupportPerson {\n  id\n  fullName\n  role\n}\n\nfragment SupportRequestFields on SupportRequest {\n  id\n  subject\n  message\n  state\n  createdAt\n  lastActivityAt\n  requester {\n    ...SupportPersonFields\n  }\n  attachment {\n    url\n    name\n  }\n  replies {\n    id\n    message\n    fromSupport\n    createdAt\n    author {\n      ...SupportPersonFields\n    }\n  }\n  assignee {\n    ...SupportPersonFields\n  }\n  assignedBy {\n    ...SupportPersonFields\n  }\n  assignedAt\n  closedBy {\n    ...SupportPersonFields\n  }\n  closedAt\n  reopenedBy {\n    ...SupportPersonFields\n  }\n  reopenedAt\n}": typeof types.SupportPersonFieldsFragmentDoc,
    "query SupportRequest($id: ID!) {\n  supportRequest(id: $id) {\n    ...SupportRequestFields\n  }\n}": typeof types.SupportRequestDocument,
    "query SupportRequests($state: SupportRequestState, $search: String, $first: Int, $after: String) {\n  supportRequests(state: $state, search: $search, first: $first, after: $after) {\n    totalCount\n    counts {\n      open\n      inProgress\n      closed\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    edges {\n      node {\n        ...SupportRequestFields\n      }\n    }\n  }\n}": typeof types.SupportRequestsDocument,
    "mutation ApproveDoctorPreRegistration($id: ID!) {\n  approveDoctorPreRegistration(id: $id) {\n    id\n    fullName\n  }\n}": typeof types.ApproveDoctorPreRegistrationDocument,
    "mutation CreateUser($input: UserAdminInput!) {\n  createUser(input: $input) {\n    ...UserDetailFields\n  }\n}": typeof types.CreateUserDocument,
    "mutation DeactivateUser($id: ID!) {\n  deactivateUser(id: $id) {\n    id\n    status\n  }\n}": typeof types.DeactivateUserDocument,
    "mutation DeleteUser($id: ID!) {\n  deleteUser(id: $id)\n}": typeof types.DeleteUserDocument,
    "mutation ImportUsers($file: Upload!) {\n  importUsers(file: $file) {\n    accepted {\n      id\n      row\n      email\n      fullName\n      type\n    }\n    rejected {\n      row\n      email\n      field\n      reason\n    }\n  }\n}": typeof types.ImportUsersDocument,
    "query DoctorPreRegistrations($status: PreRegistrationStatus!, $first: Int, $after: String, $last: Int, $before: String) {\n  doctorPreRegistrations(\n    status: $status\n    first: $first\n    after: $after\n    last: $last\n    before: $before\n  ) {\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        id\n        fullName\n        email\n        phone\n        birthDate\n        sex\n        status\n        createdAt\n        reviewedAt\n        rejectionReason\n        userId\n        doctorData {\n          specialty\n          officeHours\n          openingTime\n          closingTime\n          address\n          colony\n          city\n          state\n          zipCode\n          clinicAddress\n        }\n      }\n    }\n  }\n}": typeof types.DoctorPreRegistrationsDocument,
    "mutation ReactivateUser($id: ID!) {\n  reactivateUser(id: $id) {\n    id\n    status\n  }\n}": typeof types.ReactivateUserDocument,
    "mutation RejectDoctorPreRegistration($id: ID!, $reason: String!) {\n  rejectDoctorPreRegistration(id: $id, reason: $reason) {\n    id\n    status\n  }\n}": typeof types.RejectDoctorPreRegistrationDocument,
    "mutation UpdateUser($id: ID!, $input: UserAdminInput!) {\n  updateUser(id: $id, input: $input) {\n    ...UserDetailFields\n  }\n}": typeof types.UpdateUserDocument,
    "fragment UserDetailFields on UserDetail {\n  id\n  name\n  lastname\n  motherLastname\n  fullName\n  email\n  username\n  birthDate\n  age\n  sex\n  phone\n  status\n  profileCompletionPending\n  lastLoginAt\n  createdAt\n  doctorId\n  doctorName\n  type {\n    id\n    role\n    name\n  }\n  doctorData {\n    specialty\n    officeHours\n    openingTime\n    closingTime\n    address\n    colony\n    city\n    state\n    zipCode\n    clinicAddress\n  }\n  recentSignIns {\n    createdAt\n    ipAddress\n    userAgent\n  }\n}": typeof types.UserDetailFieldsFragmentDoc,
    "fragment UserRowFields on UserListItem {\n  id\n  fullName\n  email\n  username\n  status\n  lastLoginAt\n  profileCompletionPending\n  type {\n    id\n    role\n    name\n  }\n}": typeof types.UserRowFieldsFragmentDoc,
    "query UserTypes {\n  userTypes {\n    id\n    role\n    name\n  }\n}": typeof types.UserTypesDocument,
    "query User($id: ID!) {\n  user(id: $id) {\n    ...UserDetailFields\n  }\n}": typeof types.UserDocument,
    "query Users($search: String, $first: Int, $after: String, $last: Int, $before: String, $userType: Role, $status: Boolean, $sortBy: UserSortField, $sortDirection: SortDirection) {\n  users(\n    search: $search\n    first: $first\n    after: $after\n    last: $last\n    before: $before\n    userType: $userType\n    status: $status\n    sortBy: $sortBy\n    sortDirection: $sortDirection\n  ) {\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        ...UserRowFields\n      }\n    }\n  }\n}": typeof types.UsersDocument,
    "mutation OpenStudyViewer($studyId: ID!) {\n  openStudyViewer(studyId: $studyId, channel: PORTAL) {\n    ...StudyViewerFields\n  }\n}": typeof types.OpenStudyViewerDocument,
    "fragment StudySeriesFields on StudySeries {\n  seriesInstanceUid\n  studyInstanceUid\n  modality\n  description\n  number\n  imageCount\n  frameCount\n  rows\n  columns\n  pixelSpacing\n  thumbnailUrl\n  previewUrl\n}\n\nfragment StudyViewerFields on StudyViewer {\n  studyId\n  grant\n  grantExpiresAt\n  dicomWebRoot\n  studyInstanceUids\n  series {\n    ...StudySeriesFields\n  }\n}": typeof types.StudySeriesFieldsFragmentDoc,
    "query VirtualLabDoctors($search: String, $first: Int, $after: String, $last: Int, $before: String) {\n  virtualLabDoctors(\n    search: $search\n    first: $first\n    after: $after\n    last: $last\n    before: $before\n  ) {\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        id\n        fullName\n        email\n        phone\n        specialty\n        patientCount\n      }\n    }\n  }\n}": typeof types.VirtualLabDoctorsDocument,
    "mutation CreatePatient($input: PatientInput!) {\n  createPatient(input: $input) {\n    ...PatientRowFields\n  }\n}": typeof types.CreatePatientDocument,
    "query DoctorOptions($search: String) {\n  virtualLabDoctors(search: $search, first: 20) {\n    edges {\n      node {\n        id\n        fullName\n        specialty\n      }\n    }\n  }\n}": typeof types.DoctorOptionsDocument,
    "query DoctorPatients($doctorId: ID!, $search: String, $first: Int, $after: String, $last: Int, $before: String) {\n  doctorPatients(\n    doctorId: $doctorId\n    search: $search\n    first: $first\n    after: $after\n    last: $last\n    before: $before\n  ) {\n    doctor {\n      id\n      fullName\n    }\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        ...PatientRowFields\n      }\n    }\n  }\n}": typeof types.DoctorPatientsDocument,
    "fragment PatientRowFields on VirtualLabPatient {\n  id\n  name\n  lastname\n  motherLastname\n  fullName\n  email\n  phone\n  birthDate\n  sex\n  status\n  doctorId\n  doctor {\n    id\n    fullName\n  }\n}": typeof types.PatientRowFieldsFragmentDoc,
    "mutation UpdatePatient($id: ID!, $input: PatientInput!) {\n  updatePatient(id: $id, input: $input) {\n    ...PatientRowFields\n  }\n}": typeof types.UpdatePatientDocument,
    "mutation AddStudyFiles($studyId: ID!, $fileIds: [ID!]!, $dicomPatientConfirmed: Boolean) {\n  addStudyFiles(\n    studyId: $studyId\n    fileIds: $fileIds\n    dicomPatientConfirmed: $dicomPatientConfirmed\n  ) {\n    ...StudyCardFields\n  }\n}": typeof types.AddStudyFilesDocument,
    "mutation DeleteStudyFile($fileId: ID!) {\n  deleteStudyFile(fileId: $fileId) {\n    ...StudyCardFields\n  }\n}": typeof types.DeleteStudyFileDocument,
    "mutation DeleteStudy($id: ID!) {\n  deleteStudy(id: $id)\n}": typeof types.DeleteStudyDocument,
    "query PatientStudies($patientId: ID!, $hidden: Boolean, $first: Int, $after: String) {\n  virtualLabPatient(id: $patientId) {\n    ...PatientRowFields\n  }\n  patientStudies(\n    patientId: $patientId\n    hidden: $hidden\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...StudyCardFields\n      }\n    }\n  }\n}": typeof types.PatientStudiesDocument,
    "mutation SetStudyVisible($id: ID!, $visible: Boolean!) {\n  setStudyVisible(id: $id, visible: $visible) {\n    ...StudyCardFields\n  }\n}": typeof types.SetStudyVisibleDocument,
    "query StudyAccessLog($studyId: ID!) {\n  studyAccessLog(studyId: $studyId) {\n    id\n    action\n    fileName\n    userName\n    ip\n    at\n  }\n}": typeof types.StudyAccessLogDocument,
    "fragment StudyFileFields on StudyFile {\n  id\n  name\n  mediaType\n  size\n  previewUrl: signedUrl\n  downloadUrl: signedUrl(download: true)\n}\n\nfragment StudyCardFields on Study {\n  id\n  studyDate\n  status\n  createdAt\n  expiresAt\n  expired\n  visible\n  notes\n  studyType {\n    id\n    name\n  }\n  patient {\n    id\n    fullName\n  }\n  groups {\n    id\n    name\n  }\n  branchOffice {\n    id\n    name\n  }\n  files {\n    ...StudyFileFields\n  }\n  signedZipUrl\n  viewerUrl\n  series {\n    seriesInstanceUid\n    modality\n    description\n    frameCount\n    thumbnailUrl\n  }\n}": typeof types.StudyFileFieldsFragmentDoc,
    "query StudyFormOptions {\n  studyTypes {\n    id\n    name\n  }\n  studyGroups {\n    id\n    name\n  }\n  branchOffices {\n    id\n    name\n  }\n}": typeof types.StudyFormOptionsDocument,
    "mutation UpdateStudy($id: ID!, $input: StudyChangesInput!) {\n  updateStudy(id: $id, input: $input) {\n    ...StudyCardFields\n  }\n}": typeof types.UpdateStudyDocument,
    "mutation CreateStudy($input: NewStudyInput!) {\n  createStudy(input: $input) {\n    id\n    patient {\n      id\n    }\n  }\n}": typeof types.CreateStudyDocument,
    "mutation DiscardStudyUpload($fileId: ID!) {\n  discardStudyUpload(fileId: $fileId)\n}": typeof types.DiscardStudyUploadDocument,
    "query StudyPatientById($id: ID!) {\n  virtualLabPatient(id: $id) {\n    ...StudyPatientOption\n  }\n}": typeof types.StudyPatientByIdDocument,
};
const documents: Documents = {
    "query AccessLogPatientOptions($search: String!) {\n  searchPatients(search: $search, first: 10) {\n    id\n    fullName\n    email\n  }\n}": types.AccessLogPatientOptionsDocument,
    "query AccessLogUserOptions($search: String!) {\n  users(search: $search, first: 10) {\n    edges {\n      node {\n        id\n        fullName\n        email\n        type {\n          name\n        }\n      }\n    }\n  }\n}": types.AccessLogUserOptionsDocument,
    "query ClinicalAccessLog($filter: ClinicalAccessFilter, $first: Int, $after: String) {\n  clinicalAccessLog(filter: $filter, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        at\n        action\n        allowed\n        userId\n        userName\n        patientId\n        patientName\n        studyId\n        fileId\n        chatMessageId\n        fileName\n        ip\n      }\n    }\n  }\n}": types.ClinicalAccessLogDocument,
    "fragment AdminBranchOfficeFields on AdminBranchOffice {\n  id\n  name\n  address\n  lat\n  lng\n  directions\n  mapServiceUrl\n  contacts {\n    name\n    phone\n  }\n  phones\n  openingHours\n  image {\n    url\n    sizes {\n      width\n      url\n    }\n  }\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n}": types.AdminBranchOfficeFieldsFragmentDoc,
    "query AdminBranchOffice($id: ID!) {\n  adminBranchOffice(id: $id) {\n    ...AdminBranchOfficeFields\n  }\n}": types.AdminBranchOfficeDocument,
    "query AdminBranchOffices($search: String) {\n  adminBranchOffices(search: $search) {\n    ...AdminBranchOfficeFields\n  }\n}": types.AdminBranchOfficesDocument,
    "mutation CreateBranchOffice($input: BranchOfficeInput!, $image: Upload) {\n  createBranchOffice(input: $input, image: $image) {\n    ...AdminBranchOfficeFields\n  }\n}": types.CreateBranchOfficeDocument,
    "mutation DeleteBranchOffice($id: ID!) {\n  deleteBranchOffice(id: $id)\n}": types.DeleteBranchOfficeDocument,
    "mutation ReorderBranchOffices($ids: [ID!]!) {\n  reorderBranchOffices(ids: $ids) {\n    ...AdminBranchOfficeFields\n  }\n}": types.ReorderBranchOfficesDocument,
    "mutation UpdateBranchOffice($id: ID!, $input: BranchOfficeInput!, $image: Upload, $removeImage: Boolean) {\n  updateBranchOffice(\n    id: $id\n    input: $input\n    image: $image\n    removeImage: $removeImage\n  ) {\n    ...AdminBranchOfficeFields\n  }\n}": types.UpdateBranchOfficeDocument,
    "fragment AdminFaqFields on AdminFaq {\n  id\n  question\n  answer\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n}": types.AdminFaqFieldsFragmentDoc,
    "query AdminFaq($id: ID!) {\n  adminFaq(id: $id) {\n    ...AdminFaqFields\n  }\n}": types.AdminFaqDocument,
    "query AdminFaqs($search: String) {\n  adminFaqs(search: $search) {\n    ...AdminFaqFields\n  }\n}": types.AdminFaqsDocument,
    "mutation CreateFaq($input: FaqInput!) {\n  createFaq(input: $input) {\n    ...AdminFaqFields\n  }\n}": types.CreateFaqDocument,
    "mutation DeleteFaq($id: ID!) {\n  deleteFaq(id: $id)\n}": types.DeleteFaqDocument,
    "mutation ReorderFaqs($ids: [ID!]!) {\n  reorderFaqs(ids: $ids) {\n    ...AdminFaqFields\n  }\n}": types.ReorderFaqsDocument,
    "mutation UpdateFaq($id: ID!, $input: FaqInput!) {\n  updateFaq(id: $id, input: $input) {\n    ...AdminFaqFields\n  }\n}": types.UpdateFaqDocument,
    "fragment AdminPackageFields on AdminPackage {\n  id\n  name\n  description\n  studyTypes {\n    id\n    name\n  }\n  price {\n    cents\n    currency\n  }\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n  image {\n    url\n    sizes {\n      width\n      url\n    }\n  }\n}": types.AdminPackageFieldsFragmentDoc,
    "query AdminPackage($id: ID!) {\n  adminPackage(id: $id) {\n    ...AdminPackageFields\n  }\n}": types.AdminPackageDocument,
    "query AdminPackages($search: String) {\n  adminPackages(search: $search) {\n    ...AdminPackageFields\n  }\n}": types.AdminPackagesDocument,
    "mutation CreatePackage($input: PackageInput!, $image: Upload) {\n  createPackage(input: $input, image: $image) {\n    ...AdminPackageFields\n  }\n}": types.CreatePackageDocument,
    "mutation DeletePackage($id: ID!) {\n  deletePackage(id: $id)\n}": types.DeletePackageDocument,
    "query PackageStudyTypes {\n  studyTypes {\n    id\n    name\n  }\n}": types.PackageStudyTypesDocument,
    "mutation ReorderPackages($ids: [ID!]!) {\n  reorderPackages(ids: $ids) {\n    ...AdminPackageFields\n  }\n}": types.ReorderPackagesDocument,
    "mutation UpdatePackage($id: ID!, $input: PackageInput!, $image: Upload) {\n  updatePackage(id: $id, input: $input, image: $image) {\n    ...AdminPackageFields\n  }\n}": types.UpdatePackageDocument,
    "fragment AdminRecipeFields on AdminRecipe {\n  id\n  title\n  pdfUrl\n  pdfBytes\n  isFront\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n  cover {\n    url\n    sizes {\n      width\n      url\n    }\n  }\n}": types.AdminRecipeFieldsFragmentDoc,
    "query AdminRecipe($id: ID!) {\n  adminRecipe(id: $id) {\n    ...AdminRecipeFields\n  }\n}": types.AdminRecipeDocument,
    "query AdminRecipes($search: String) {\n  adminRecipes(search: $search) {\n    ...AdminRecipeFields\n  }\n}": types.AdminRecipesDocument,
    "mutation CreateRecipe($input: RecipeInput!, $pdf: Upload, $cover: Upload) {\n  createRecipe(input: $input, pdf: $pdf, cover: $cover) {\n    ...AdminRecipeFields\n  }\n}": types.CreateRecipeDocument,
    "mutation DeleteRecipe($id: ID!) {\n  deleteRecipe(id: $id)\n}": types.DeleteRecipeDocument,
    "mutation ReorderRecipes($ids: [ID!]!) {\n  reorderRecipes(ids: $ids) {\n    ...AdminRecipeFields\n  }\n}": types.ReorderRecipesDocument,
    "mutation UpdateRecipe($id: ID!, $input: RecipeInput!, $pdf: Upload, $cover: Upload) {\n  updateRecipe(id: $id, input: $input, pdf: $pdf, cover: $cover) {\n    ...AdminRecipeFields\n  }\n}": types.UpdateRecipeDocument,
    "fragment AdminServiceFields on AdminService {\n  id\n  name\n  description\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n  image {\n    url\n    sizes {\n      width\n      url\n    }\n  }\n}": types.AdminServiceFieldsFragmentDoc,
    "query AdminService($id: ID!) {\n  adminService(id: $id) {\n    ...AdminServiceFields\n  }\n}": types.AdminServiceDocument,
    "query AdminServices($search: String) {\n  adminServices(search: $search) {\n    ...AdminServiceFields\n  }\n}": types.AdminServicesDocument,
    "mutation CreateService($input: ServiceInput!, $image: Upload) {\n  createService(input: $input, image: $image) {\n    ...AdminServiceFields\n  }\n}": types.CreateServiceDocument,
    "mutation DeleteService($id: ID!) {\n  deleteService(id: $id)\n}": types.DeleteServiceDocument,
    "mutation ReorderServices($ids: [ID!]!) {\n  reorderServices(ids: $ids) {\n    ...AdminServiceFields\n  }\n}": types.ReorderServicesDocument,
    "mutation UpdateService($id: ID!, $input: ServiceInput!, $image: Upload) {\n  updateService(id: $id, input: $input, image: $image) {\n    ...AdminServiceFields\n  }\n}": types.UpdateServiceDocument,
    "fragment AdminSlideFields on AdminSlide {\n  id\n  altText\n  linkUrl\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n  image {\n    url\n    sizes {\n      width\n      url\n    }\n  }\n}": types.AdminSlideFieldsFragmentDoc,
    "query AdminSlide($id: ID!) {\n  adminSlide(id: $id) {\n    ...AdminSlideFields\n  }\n}": types.AdminSlideDocument,
    "query AdminSlides($search: String) {\n  adminSlides(search: $search) {\n    ...AdminSlideFields\n  }\n}": types.AdminSlidesDocument,
    "mutation CreateSlide($input: SlideInput!, $image: Upload) {\n  createSlide(input: $input, image: $image) {\n    ...AdminSlideFields\n  }\n}": types.CreateSlideDocument,
    "mutation DeleteSlide($id: ID!) {\n  deleteSlide(id: $id)\n}": types.DeleteSlideDocument,
    "mutation ReorderSlides($ids: [ID!]!) {\n  reorderSlides(ids: $ids) {\n    ...AdminSlideFields\n  }\n}": types.ReorderSlidesDocument,
    "mutation UpdateSlide($id: ID!, $input: SlideInput!, $image: Upload) {\n  updateSlide(id: $id, input: $input, image: $image) {\n    ...AdminSlideFields\n  }\n}": types.UpdateSlideDocument,
    "fragment AdminWelcomeModalFields on AdminWelcomeModal {\n  id\n  altText\n  title\n  body\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n  image {\n    url\n    sizes {\n      width\n      url\n    }\n  }\n}": types.AdminWelcomeModalFieldsFragmentDoc,
    "query AdminWelcomeModal($id: ID!) {\n  adminWelcomeModal(id: $id) {\n    ...AdminWelcomeModalFields\n  }\n}": types.AdminWelcomeModalDocument,
    "query AdminWelcomeModals($search: String) {\n  adminWelcomeModals(search: $search) {\n    ...AdminWelcomeModalFields\n  }\n}": types.AdminWelcomeModalsDocument,
    "mutation CreateWelcomeModal($input: WelcomeModalInput!, $image: Upload) {\n  createWelcomeModal(input: $input, image: $image) {\n    ...AdminWelcomeModalFields\n  }\n}": types.CreateWelcomeModalDocument,
    "mutation DeleteWelcomeModal($id: ID!) {\n  deleteWelcomeModal(id: $id)\n}": types.DeleteWelcomeModalDocument,
    "mutation ReorderWelcomeModals($ids: [ID!]!) {\n  reorderWelcomeModals(ids: $ids) {\n    ...AdminWelcomeModalFields\n  }\n}": types.ReorderWelcomeModalsDocument,
    "mutation UpdateWelcomeModal($id: ID!, $input: WelcomeModalInput!, $image: Upload) {\n  updateWelcomeModal(id: $id, input: $input, image: $image) {\n    ...AdminWelcomeModalFields\n  }\n}": types.UpdateWelcomeModalDocument,
    "mutation CompleteIdentityProviderSignIn($code: String!) {\n  completeIdentityProviderSignIn(code: $code) {\n    token\n    expiresAt\n    providerAccessToken\n    providerIdToken\n    user {\n      id\n      name\n      profileCompletionPending\n      type {\n        id\n        role\n      }\n    }\n  }\n}": types.CompleteIdentityProviderSignInDocument,
    "mutation Login($identifier: String!, $password: String!) {\n  login(identifier: $identifier, password: $password) {\n    token\n    expiresAt\n    user {\n      id\n      name\n      profileCompletionPending\n      type {\n        id\n        role\n      }\n    }\n  }\n}": types.LoginDocument,
    "query PasswordLinkUsable($token: String!) {\n  passwordLinkUsable(token: $token)\n}": types.PasswordLinkUsableDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}": types.RequestPasswordResetDocument,
    "mutation ResetPassword($token: String!, $password: String!, $passwordConfirmation: String!) {\n  resetPassword(\n    token: $token\n    password: $password\n    passwordConfirmation: $passwordConfirmation\n  )\n}": types.ResetPasswordDocument,
    "subscription ChatMessageAdded($chatId: ID!) {\n  chatMessageAdded(chatId: $chatId) {\n    ...ChatMessageFields\n  }\n}": types.ChatMessageAddedDocument,
    "fragment ChatMessageFields on ChatMessage {\n  id\n  chatId\n  authorId\n  authorName\n  text\n  attachment {\n    url\n    name\n    mediaType\n  }\n  isMessageOwner\n  day\n  createdAt\n}": types.ChatMessageFieldsFragmentDoc,
    "query ChatMessages($chatId: ID!, $last: Int!, $before: String) {\n  chatMessages(chatId: $chatId, last: $last, before: $before) {\n    edges {\n      node {\n        ...ChatMessageFields\n      }\n    }\n    pageInfo {\n      hasPreviousPage\n      startCursor\n    }\n    totalCount\n  }\n}": types.ChatMessagesDocument,
    "query Chats($first: Int!, $after: String) {\n  chats(first: $first, after: $after) {\n    edges {\n      node {\n        id\n        patientId\n        patientName\n        lastMessage\n        lastMessageAt\n        unreadCount\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": types.ChatsDocument,
    "mutation MarkChatRead($chatId: ID!) {\n  markChatRead(chatId: $chatId)\n}": types.MarkChatReadDocument,
    "mutation OpenPatientChat($patientId: ID!) {\n  openPatientChat(patientId: $patientId) {\n    id\n    patientId\n  }\n}": types.OpenPatientChatDocument,
    "mutation SendChatMessage($chatId: ID!, $text: String, $attachment: Upload) {\n  sendChatMessage(chatId: $chatId, text: $text, attachment: $attachment) {\n    ...ChatMessageFields\n  }\n}": types.SendChatMessageDocument,
    "subscription UnreadChatsChanged {\n  unreadChatsChanged {\n    total\n    chats {\n      chatId\n      unreadCount\n    }\n  }\n}": types.UnreadChatsChangedDocument,
    "query UnreadChats {\n  unreadChats {\n    total\n    chats {\n      chatId\n      unreadCount\n    }\n  }\n}": types.UnreadChatsDocument,
    "query ControlBoard {\n  controlBoard {\n    totals {\n      studies\n      hidden\n      expiringSoon\n    }\n    uploaded {\n      day\n      count\n    }\n    viewed {\n      day\n      count\n    }\n    expiring {\n      day\n      count\n    }\n    latestUploads {\n      id\n      studyDate\n      createdAt\n      studyType {\n        id\n        name\n      }\n      patient {\n        id\n        fullName\n      }\n      files {\n        id\n      }\n    }\n  }\n}": types.ControlBoardDocument,
    "fragment AdminCourseFields on Course {\n  id\n  name\n  subtopic\n  date\n  time\n  investment {\n    cents\n    currency\n  }\n  quota\n  soldSpace\n  availableSpaces\n  active\n  onlineRegistration\n  descriptionHtml\n  status\n  headquarterName\n  headquarterAddress\n  imageUrl\n  catalogueState\n}": types.AdminCourseFieldsFragmentDoc,
    "query AdminCourse($id: ID!) {\n  course(id: $id) {\n    ...AdminCourseFields\n  }\n}": types.AdminCourseDocument,
    "query AdminCourses($search: String) {\n  courses(search: $search) {\n    ...AdminCourseFields\n  }\n}": types.AdminCoursesDocument,
    "query CourseEnrolment($courseId: ID!) {\n  courseEnrolment(courseId: $courseId) {\n    course {\n      ...AdminCourseFields\n    }\n    registrations {\n      id\n      name\n      lastname\n      motherLastname\n      email\n      phone\n      spaces\n      amount {\n        cents\n        currency\n      }\n      status\n      failureMessage\n      paymentProvider\n      providerOrderId\n      createdAt\n      paidAt\n    }\n    paidCount\n    paidSpaces\n    paidAmount {\n      cents\n      currency\n    }\n  }\n}": types.CourseEnrolmentDocument,
    "mutation CreateCourse($input: CourseInput!) {\n  createCourse(input: $input) {\n    ...AdminCourseFields\n  }\n}": types.CreateCourseDocument,
    "mutation DeleteCourse($id: ID!) {\n  deleteCourse(id: $id)\n}": types.DeleteCourseDocument,
    "mutation ResendCourseRegistration($registrationId: ID!) {\n  resendCourseRegistration(registrationId: $registrationId)\n}": types.ResendCourseRegistrationDocument,
    "mutation SetCourseImage($id: ID!, $file: Upload!) {\n  setCourseImage(id: $id, file: $file) {\n    ...AdminCourseFields\n  }\n}": types.SetCourseImageDocument,
    "mutation UpdateCourse($id: ID!, $input: CourseInput!) {\n  updateCourse(id: $id, input: $input) {\n    ...AdminCourseFields\n  }\n}": types.UpdateCourseDocument,
    "query PaymentSettings {\n  appSettings {\n    paymentGateway\n    paymentPublicKey\n  }\n}": types.PaymentSettingsDocument,
    "fragment PublicCourseFields on Course {\n  id\n  name\n  subtopic\n  date\n  time\n  investment {\n    cents\n    currency\n  }\n  availableSpaces\n  imageUrl\n  image {\n    width\n    height\n    sizes {\n      url\n      width\n      height\n    }\n    avifSizes {\n      url\n      width\n      height\n    }\n  }\n  status\n  headquarterName\n  headquarterAddress\n  catalogueState\n}": types.PublicCourseFieldsFragmentDoc,
    "query PublicCourse($id: ID!) {\n  publicCourse(id: $id) {\n    ...PublicCourseFields\n    descriptionHtml\n  }\n}": types.PublicCourseDocument,
    "query PublicCourses {\n  publicCourses {\n    ...PublicCourseFields\n  }\n}": types.PublicCoursesDocument,
    "mutation RecoverCourseRegistration($courseId: ID!, $email: String!) {\n  recoverCourseRegistration(courseId: $courseId, email: $email)\n}": types.RecoverCourseRegistrationDocument,
    "mutation PayCourse($input: CoursePaymentInput!, $idempotencyKey: String) {\n  payCourse(input: $input, idempotencyKey: $idempotencyKey) {\n    approved\n    message\n    registrationId\n    spaces\n    amount {\n      cents\n      currency\n    }\n  }\n}": types.PayCourseDocument,
    "mutation VerifyCourseEmail($courseId: ID!, $email: String!) {\n  verifyCourseEmail(courseId: $courseId, email: $email)\n}": types.VerifyCourseEmailDocument,
    "mutation AssignDicomReceivedStudy($input: AssignDicomReceivedStudyInput!) {\n  assignDicomReceivedStudy(input: $input) {\n    ...DicomReceivedStudyFields\n  }\n}": types.AssignDicomReceivedStudyDocument,
    "query DicomInboxPendingCount {\n  dicomInbox(status: PENDING, first: 1) {\n    totalCount\n  }\n}": types.DicomInboxPendingCountDocument,
    "query DicomInboxStudyTypes {\n  studyTypes {\n    id\n    name\n  }\n}": types.DicomInboxStudyTypesDocument,
    "query DicomInbox($status: DicomReceivedStudyStatus, $first: Int, $after: String) {\n  dicomInbox(status: $status, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...DicomReceivedStudyFields\n      }\n    }\n  }\n}": types.DicomInboxDocument,
    "fragment DicomReceivedStudyFields on DicomReceivedStudy {\n  id\n  status\n  dicomPatientName\n  dicomPatientId\n  dicomPatientBirthDate\n  modality\n  studyDate\n  studyDescription\n  callingAeTitle\n  lastReceivedAt\n  imageCount\n  studyId\n  patient {\n    id\n    fullName\n  }\n}": types.DicomReceivedStudyFieldsFragmentDoc,
    "mutation DiscardDicomReceivedStudy($id: ID!) {\n  discardDicomReceivedStudy(id: $id) {\n    ...DicomReceivedStudyFields\n  }\n}": types.DiscardDicomReceivedStudyDocument,
    "mutation SetPreferredLocale($locale: Locale!) {\n  setPreferredLocale(locale: $locale) {\n    id\n    preferredLocale\n  }\n}": types.SetPreferredLocaleDocument,
    "fragment AdminNotificationFields on Notification {\n  id\n  title\n  body\n  audience\n  user {\n    id\n    fullName\n    email\n  }\n  state\n  recipients\n  sentCount\n  failedCount\n  pendingCount\n  sendCount\n  sentAt\n}": types.AdminNotificationFieldsFragmentDoc,
    "query AdminNotification($id: ID!) {\n  notification(id: $id) {\n    ...AdminNotificationFields\n  }\n}": types.AdminNotificationDocument,
    "query AdminNotifications($first: Int, $after: String) {\n  notifications(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    edges {\n      node {\n        ...AdminNotificationFields\n      }\n    }\n  }\n}": types.AdminNotificationsDocument,
    "mutation CreateNotification($input: NotificationInput!) {\n  createNotification(input: $input) {\n    ...AdminNotificationFields\n  }\n}": types.CreateNotificationDocument,
    "mutation DeleteNotification($id: ID!) {\n  deleteNotification(id: $id)\n}": types.DeleteNotificationDocument,
    "query NotificationRecipientOptions($search: String!) {\n  users(search: $search, status: true, first: 10) {\n    edges {\n      node {\n        id\n        fullName\n        email\n      }\n    }\n  }\n}": types.NotificationRecipientOptionsDocument,
    "mutation ResendNotification($id: ID!) {\n  resendNotification(id: $id) {\n    ...AdminNotificationFields\n  }\n}": types.ResendNotificationDocument,
    "mutation UpdateNotification($id: ID!, $input: NotificationInput!) {\n  updateNotification(id: $id, input: $input) {\n    ...AdminNotificationFields\n  }\n}": types.UpdateNotificationDocument,
    "fragment AdminPanelPeriodFields on AdminPanelPeriod {\n  studiesUploaded\n  newPatients\n  courseSales\n  courseSalesAmount {\n    cents\n    currency\n  }\n}": types.AdminPanelPeriodFieldsFragmentDoc,
    "query AdminPanel {\n  adminPanel {\n    today {\n      ...AdminPanelPeriodFields\n    }\n    month {\n      ...AdminPanelPeriodFields\n    }\n    resultsPendingDelivery\n    unreadChats\n    npsLast30Days\n    npsAnswersLast30Days\n    supportRequestsOpen\n    supportRequestsInProgress\n  }\n}": types.AdminPanelDocument,
    "query MyStudies($first: Int, $after: String) {\n  myStudies(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...StudyCardFields\n      }\n    }\n  }\n}": types.MyStudiesDocument,
    "mutation SubmitDoctorPreRegistration($input: DoctorPreRegistrationInput!) {\n  submitDoctorPreRegistration(input: $input)\n}": types.SubmitDoctorPreRegistrationDocument,
    "mutation ChangePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {\n  changePassword(\n    currentPassword: $currentPassword\n    password: $password\n    passwordConfirmation: $passwordConfirmation\n  )\n}": types.ChangePasswordDocument,
    "mutation LogoutAllDevices {\n  logoutAllDevices\n}": types.LogoutAllDevicesDocument,
    "query Me {\n  me {\n    ...ProfileFields\n  }\n}\n\nfragment ProfileFields on User {\n  id\n  name\n  lastname\n  motherLastname\n  email\n  username\n  birthDate\n  sex\n  phone\n  profileCompletionPending\n  type {\n    id\n    role\n  }\n  doctorData {\n    specialty\n    officeHours\n    openingTime\n    closingTime\n    address\n    colony\n    city\n    state\n    zipCode\n    clinicAddress\n  }\n}": types.MeDocument,
    "mutation RestartWelcomeTour {\n  restartWelcomeTour {\n    id\n    welcomeTourFinishedAt\n  }\n}": types.RestartWelcomeTourDocument,
    "mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...ProfileFields\n  }\n}": types.UpdateProfileDocument,
    "mutation AnswerSurvey($input: AnswerSurveyInput!) {\n  answerSurvey(input: $input) {\n    invitationId\n    answeredAt\n  }\n}": types.AnswerSurveyDocument,
    "query PendingSurveys($first: Int, $after: String) {\n  pendingSurveys(first: $first, after: $after) {\n    totalCount\n    edges {\n      node {\n        invitationId\n        title\n        intro\n        answerBefore\n        study {\n          id\n          studyDate\n          studyType {\n            id\n            name\n          }\n        }\n        questions {\n          id\n          kind\n          text\n          choices\n          required\n        }\n      }\n    }\n  }\n}": types.PendingSurveysDocument,
    "fragment OpeningHoursFields on OpeningHours {\n  days {\n    weekday\n    opensAt\n    closesAt\n  }\n  updatedAt\n  updatedByName\n}": types.OpeningHoursFieldsFragmentDoc,
    "query QualityIndicators($from: Date, $to: Date) {\n  qualityIndicators(from: $from, to: $to) {\n    from\n    to\n    indicators {\n      key\n      value\n      sampleSize\n      target\n      status\n    }\n    targets {\n      ...QualityTargetsFields\n    }\n    openingHours {\n      ...OpeningHoursFields\n    }\n    surveyByStudyType {\n      studyType {\n        id\n        name\n      }\n      figures {\n        ...SurveyFiguresFields\n      }\n    }\n    surveyByBranchOffice {\n      branchOffice {\n        id\n        name\n      }\n      figures {\n        ...SurveyFiguresFields\n      }\n    }\n    turnaroundByStudyType {\n      studyType {\n        id\n        name\n      }\n      sampleSize\n      medianHours\n      p90Hours\n    }\n    deliveredByMonth {\n      month\n      total\n      byStudyType {\n        studyType {\n          id\n          name\n        }\n        count\n      }\n    }\n    expiredUnreadByStudyType {\n      studyType {\n        id\n        name\n      }\n      expired\n      unread\n    }\n  }\n}": types.QualityIndicatorsDocument,
    "fragment QualityTargetsFields on QualityTargets {\n  nps\n  averageRating\n  responseRate\n  turnaroundMedianHours\n  turnaroundP90Hours\n  chatFirstResponseMedianMinutes\n  chatFirstResponseP90Minutes\n  expiredUnread\n  updatedAt\n  updatedByName\n}": types.QualityTargetsFieldsFragmentDoc,
    "fragment SurveyFiguresFields on SurveyFigures {\n  nps\n  npsAnswers\n  averageRating\n  ratingAnswers\n  responseRate\n  invitations\n  answered\n}": types.SurveyFiguresFieldsFragmentDoc,
    "mutation UpdateOpeningHours($input: OpeningHoursInput!) {\n  updateOpeningHours(input: $input) {\n    ...OpeningHoursFields\n  }\n}": types.UpdateOpeningHoursDocument,
    "mutation UpdateQualityTargets($input: QualityTargetsInput!) {\n  updateQualityTargets(input: $input) {\n    ...QualityTargetsFields\n  }\n}": types.UpdateQualityTargetsDocument,
    "mutation ActivateQualitySurvey($id: ID!) {\n  activateQualitySurvey(id: $id) {\n    ...QualitySurveyFields\n  }\n}": types.ActivateQualitySurveyDocument,
    "mutation CreateQualitySurvey($input: QualitySurveyInput!) {\n  createQualitySurvey(input: $input) {\n    ...QualitySurveyFields\n  }\n}": types.CreateQualitySurveyDocument,
    "mutation DeactivateQualitySurvey($id: ID!) {\n  deactivateQualitySurvey(id: $id) {\n    ...QualitySurveyFields\n  }\n}": types.DeactivateQualitySurveyDocument,
    "mutation DeleteQualitySurvey($id: ID!) {\n  deleteQualitySurvey(id: $id)\n}": types.DeleteQualitySurveyDocument,
    "mutation DuplicateQualitySurvey($id: ID!) {\n  duplicateQualitySurvey(id: $id) {\n    ...QualitySurveyFields\n  }\n}": types.DuplicateQualitySurveyDocument,
    "fragment QualitySurveyFields on QualitySurvey {\n  id\n  title\n  intro\n  active\n  questionCount\n  responseCount\n  updatedAt\n  activatedAt\n  questions {\n    id\n    position\n    kind\n    text\n    choices\n    required\n  }\n}": types.QualitySurveyFieldsFragmentDoc,
    "query QualitySurvey($id: ID!) {\n  qualitySurvey(id: $id) {\n    ...QualitySurveyFields\n  }\n}": types.QualitySurveyDocument,
    "query QualitySurveys($first: Int, $after: String) {\n  qualitySurveys(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...QualitySurveyFields\n      }\n    }\n  }\n}": types.QualitySurveysDocument,
    "mutation UpdateQualitySurvey($id: ID!, $input: QualitySurveyInput!) {\n  updateQualitySurvey(id: $id, input: $input) {\n    ...QualitySurveyFields\n  }\n}": types.UpdateQualitySurveyDocument,
    "query PortalSearch($text: String!, $first: Int) {\n  search(text: $text, first: $first) {\n    kind\n    id\n    title\n    subtitle\n    date\n    path\n  }\n}": types.PortalSearchDocument,
    "mutation LogoutWithIdentityProvider {\n  logoutWithIdentityProvider\n}": types.LogoutWithIdentityProviderDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "query BackgroundJobCounts {\n  backgroundJobCounts {\n    failed\n  }\n}": types.BackgroundJobCountsDocument,
    "fragment BackgroundJobFields on BackgroundJob {\n  id\n  kind\n  title\n  state\n  attempts\n  retryLimit\n  createdAt\n  startedAt\n  finishedAt\n  nextAttemptAt\n  error\n}": types.BackgroundJobFieldsFragmentDoc,
    "query BackgroundJobs($state: BackgroundJobState, $first: Int, $after: String) {\n  backgroundJobs(state: $state, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...BackgroundJobFields\n      }\n    }\n  }\n  backgroundJobCounts {\n    queued\n    running\n    failed\n    done\n  }\n}": types.BackgroundJobsDocument,
    "mutation RetryBackgroundJob($id: String!) {\n  retryBackgroundJob(id: $id) {\n    ...BackgroundJobFields\n  }\n}": types.RetryBackgroundJobDocument,
    "query LabSettingsChanges($first: Int, $after: String) {\n  labSettingsChanges(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        id\n        setting\n        oldValue\n        newValue\n        changedAt\n        changedByName\n      }\n    }\n  }\n}": types.LabSettingsChangesDocument,
    "fragment LabSettingsFields on LabSettings {\n  contactPhone\n  whatsappNumber\n  contactEmail\n  address\n  privacyNoticeUrl\n  termsUrl\n  welcomeTour\n  demoMode\n  defaultStudyExpiryDays\n  chatAttachmentLimitMb\n  maintenanceBanner\n  resultReadyNotifications\n  dicomAeTitle\n  dicomCallingAeTitles\n  scannerStudyTypeId\n  updatedAt\n  updatedByName\n}": types.LabSettingsFieldsFragmentDoc,
    "query LabSettings {\n  labSettings {\n    ...LabSettingsFields\n  }\n}": types.LabSettingsDocument,
    "query NotificationSettings {\n  notificationSettings {\n    resultReady\n    updatedAt\n  }\n}": types.NotificationSettingsDocument,
    "query SettingsStudyTypes {\n  studyTypes {\n    id\n    name\n  }\n}": types.SettingsStudyTypesDocument,
    "mutation UpdateLabSettings($input: LabSettingsInput!) {\n  updateLabSettings(input: $input) {\n    ...LabSettingsFields\n  }\n}": types.UpdateLabSettingsDocument,
    "mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n  updateNotificationSettings(input: $input) {\n    resultReady\n    updatedAt\n  }\n}": types.UpdateNotificationSettingsDocument,
    "query SearchStudyPatients($search: String!) {\n  searchPatients(search: $search, first: 10) {\n    ...StudyPatientOption\n  }\n}": types.SearchStudyPatientsDocument,
    "fragment StudyPatientOption on VirtualLabPatient {\n  id\n  fullName\n  email\n  doctor {\n    id\n    fullName\n  }\n}": types.StudyPatientOptionFragmentDoc,
    "query AppSettings {\n  appSettings {\n    demoMode\n    fileSizeLimitMb\n    environment\n    chatAttachmentLimitMb\n    defaultStudyExpiryDays\n    maintenanceBanner\n    privacyNoticeUrl\n    termsUrl\n    identityProvider {\n      buttonLabel\n      startPath\n    }\n  }\n}": types.AppSettingsDocument,
    "fragment LayoutPreferencesFields on LayoutPreferences {\n  color\n  boxed\n  sidebarCollapsed\n  direction\n  transition\n  mobileSearch\n  updatedAt\n}\n\nquery MyLayoutPreferences {\n  myLayoutPreferences {\n    ...LayoutPreferencesFields\n  }\n}\n\nmutation SaveLayoutPreferences($input: LayoutPreferencesInput!) {\n  saveLayoutPreferences(input: $input) {\n    ...LayoutPreferencesFields\n  }\n}": types.LayoutPreferencesFieldsFragmentDoc,
    "mutation FinishWelcomeTour {\n  finishWelcomeTour {\n    id\n    welcomeTourFinishedAt\n  }\n}": types.FinishWelcomeTourDocument,
    "query WelcomeTourState {\n  appSettings {\n    welcomeTour\n  }\n  me {\n    id\n    welcomeTourFinishedAt\n  }\n}": types.WelcomeTourStateDocument,
    "mutation CreateStudyGroup($input: StudyGroupInput!) {\n  createStudyGroup(input: $input) {\n    ...StudyGroupFields\n  }\n}": types.CreateStudyGroupDocument,
    "mutation DeleteStudyGroup($id: ID!) {\n  deleteStudyGroup(id: $id)\n}": types.DeleteStudyGroupDocument,
    "fragment StudyGroupFields on StudyGroup {\n  id\n  name\n  descriptionHtml\n  studyCount\n  updatedAt\n}": types.StudyGroupFieldsFragmentDoc,
    "query StudyGroup($id: ID!) {\n  studyGroup(id: $id) {\n    ...StudyGroupFields\n  }\n}": types.StudyGroupDocument,
    "query StudyGroups {\n  studyGroups {\n    ...StudyGroupFields\n  }\n}": types.StudyGroupsDocument,
    "mutation UpdateStudyGroup($id: ID!, $input: StudyGroupInput!) {\n  updateStudyGroup(id: $id, input: $input) {\n    ...StudyGroupFields\n  }\n}": types.UpdateStudyGroupDocument,
    "mutation CreateStudyShare($input: NewStudyShareInput!) {\n  createStudyShare(input: $input) {\n    ...StudyShareFields\n  }\n}": types.CreateStudyShareDocument,
    "mutation OpenSharedStudy($token: String!, $pin: String) {\n  openSharedStudy(token: $token, pin: $pin) {\n    state\n    attemptsLeft\n    lockedUntil\n    study {\n      studyId\n      labName\n      studyTypeName\n      studyDate\n      doctorName\n      patientInitials\n      expiresAt\n      grant\n      grantExpiresAt\n      zipUrl\n      viewer {\n        ...StudyViewerFields\n      }\n      files {\n        id\n        name\n        mediaType\n        size\n        url\n      }\n    }\n  }\n}": types.OpenSharedStudyDocument,
    "mutation RevokeStudyShare($id: ID!) {\n  revokeStudyShare(id: $id) {\n    ...StudyShareFields\n  }\n}": types.RevokeStudyShareDocument,
    "mutation SendStudyShareEmail($id: ID!, $email: String!, $token: String!) {\n  sendStudyShareEmail(id: $id, email: $email, token: $token)\n}": types.SendStudyShareEmailDocument,
    "subscription StudyShareClosed($grant: String!) {\n  studyShareClosed(grant: $grant) {\n    state\n  }\n}": types.StudyShareClosedDocument,
    "fragment StudyShareFields on StudyShare {\n  id\n  studyId\n  url\n  pin\n  withPin\n  allowDownload\n  expiresAt\n  opens\n  lastOpenedAt\n  createdAt\n  createdByName\n  revokedAt\n}": types.StudyShareFieldsFragmentDoc,
    "query StudyShares($studyId: ID!) {\n  studyShares(studyId: $studyId) {\n    ...StudyShareFields\n  }\n}": types.StudySharesDocument,
    "mutation AddSupportMessage($id: ID!, $message: String!) {\n  addSupportMessage(id: $id, message: $message) {\n    ...SupportRequestFields\n  }\n}": types.AddSupportMessageDocument,
    "mutation AnswerSupportRequest($id: ID!, $message: String!) {\n  answerSupportRequest(id: $id, message: $message) {\n    ...SupportRequestFields\n  }\n}": types.AnswerSupportRequestDocument,
    "mutation AssignSupportRequest($id: ID!, $assigneeId: ID!) {\n  assignSupportRequest(id: $id, assigneeId: $assigneeId) {\n    ...SupportRequestFields\n  }\n}": types.AssignSupportRequestDocument,
    "mutation CloseSupportRequest($id: ID!) {\n  closeSupportRequest(id: $id) {\n    ...SupportRequestFields\n  }\n}": types.CloseSupportRequestDocument,
    "mutation CreateSupportRequest($input: SupportRequestInput!, $attachment: Upload) {\n  createSupportRequest(input: $input, attachment: $attachment) {\n    ...SupportRequestFields\n  }\n}": types.CreateSupportRequestDocument,
    "query MySupportRequest($id: ID!) {\n  mySupportRequest(id: $id) {\n    ...SupportRequestFields\n  }\n}": types.MySupportRequestDocument,
    "query MySupportRequests($first: Int, $after: String) {\n  mySupportRequests(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    edges {\n      node {\n        ...SupportRequestFields\n      }\n    }\n  }\n}": types.MySupportRequestsDocument,
    "mutation ReopenSupportRequest($id: ID!) {\n  reopenSupportRequest(id: $id) {\n    ...SupportRequestFields\n  }\n}": types.ReopenSupportRequestDocument,
    "query SupportAssignees($search: String) {\n  supportAssignees(search: $search, first: 20) {\n    ...SupportPersonFields\n  }\n}": types.SupportAssigneesDocument,
    "fragment SupportPersonFields on SupportPerson {\n  id\n  fullName\n  role\n}\n\nfragment SupportRequestFields on SupportRequest {\n  id\n  subject\n  message\n  state\n  createdAt\n  lastActivityAt\n  requester {\n    ...SupportPersonFields\n  }\n  attachment {\n    url\n    name\n  }\n  replies {\n    id\n    message\n    fromSupport\n    createdAt\n    author {\n      ...SupportPersonFields\n    }\n  }\n  assignee {\n    ...SupportPersonFields\n  }\n  assignedBy {\n    ...SupportPersonFields\n  }\n  assignedAt\n  closedBy {\n    ...SupportPersonFields\n  }\n  closedAt\n  reopenedBy {\n    ...SupportPersonFields\n  }\n  reopenedAt\n}": types.SupportPersonFieldsFragmentDoc,
    "query SupportRequest($id: ID!) {\n  supportRequest(id: $id) {\n    ...SupportRequestFields\n  }\n}": types.SupportRequestDocument,
    "query SupportRequests($state: SupportRequestState, $search: String, $first: Int, $after: String) {\n  supportRequests(state: $state, search: $search, first: $first, after: $after) {\n    totalCount\n    counts {\n      open\n      inProgress\n      closed\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    edges {\n      node {\n        ...SupportRequestFields\n      }\n    }\n  }\n}": types.SupportRequestsDocument,
    "mutation ApproveDoctorPreRegistration($id: ID!) {\n  approveDoctorPreRegistration(id: $id) {\n    id\n    fullName\n  }\n}": types.ApproveDoctorPreRegistrationDocument,
    "mutation CreateUser($input: UserAdminInput!) {\n  createUser(input: $input) {\n    ...UserDetailFields\n  }\n}": types.CreateUserDocument,
    "mutation DeactivateUser($id: ID!) {\n  deactivateUser(id: $id) {\n    id\n    status\n  }\n}": types.DeactivateUserDocument,
    "mutation DeleteUser($id: ID!) {\n  deleteUser(id: $id)\n}": types.DeleteUserDocument,
    "mutation ImportUsers($file: Upload!) {\n  importUsers(file: $file) {\n    accepted {\n      id\n      row\n      email\n      fullName\n      type\n    }\n    rejected {\n      row\n      email\n      field\n      reason\n    }\n  }\n}": types.ImportUsersDocument,
    "query DoctorPreRegistrations($status: PreRegistrationStatus!, $first: Int, $after: String, $last: Int, $before: String) {\n  doctorPreRegistrations(\n    status: $status\n    first: $first\n    after: $after\n    last: $last\n    before: $before\n  ) {\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        id\n        fullName\n        email\n        phone\n        birthDate\n        sex\n        status\n        createdAt\n        reviewedAt\n        rejectionReason\n        userId\n        doctorData {\n          specialty\n          officeHours\n          openingTime\n          closingTime\n          address\n          colony\n          city\n          state\n          zipCode\n          clinicAddress\n        }\n      }\n    }\n  }\n}": types.DoctorPreRegistrationsDocument,
    "mutation ReactivateUser($id: ID!) {\n  reactivateUser(id: $id) {\n    id\n    status\n  }\n}": types.ReactivateUserDocument,
    "mutation RejectDoctorPreRegistration($id: ID!, $reason: String!) {\n  rejectDoctorPreRegistration(id: $id, reason: $reason) {\n    id\n    status\n  }\n}": types.RejectDoctorPreRegistrationDocument,
    "mutation UpdateUser($id: ID!, $input: UserAdminInput!) {\n  updateUser(id: $id, input: $input) {\n    ...UserDetailFields\n  }\n}": types.UpdateUserDocument,
    "fragment UserDetailFields on UserDetail {\n  id\n  name\n  lastname\n  motherLastname\n  fullName\n  email\n  username\n  birthDate\n  age\n  sex\n  phone\n  status\n  profileCompletionPending\n  lastLoginAt\n  createdAt\n  doctorId\n  doctorName\n  type {\n    id\n    role\n    name\n  }\n  doctorData {\n    specialty\n    officeHours\n    openingTime\n    closingTime\n    address\n    colony\n    city\n    state\n    zipCode\n    clinicAddress\n  }\n  recentSignIns {\n    createdAt\n    ipAddress\n    userAgent\n  }\n}": types.UserDetailFieldsFragmentDoc,
    "fragment UserRowFields on UserListItem {\n  id\n  fullName\n  email\n  username\n  status\n  lastLoginAt\n  profileCompletionPending\n  type {\n    id\n    role\n    name\n  }\n}": types.UserRowFieldsFragmentDoc,
    "query UserTypes {\n  userTypes {\n    id\n    role\n    name\n  }\n}": types.UserTypesDocument,
    "query User($id: ID!) {\n  user(id: $id) {\n    ...UserDetailFields\n  }\n}": types.UserDocument,
    "query Users($search: String, $first: Int, $after: String, $last: Int, $before: String, $userType: Role, $status: Boolean, $sortBy: UserSortField, $sortDirection: SortDirection) {\n  users(\n    search: $search\n    first: $first\n    after: $after\n    last: $last\n    before: $before\n    userType: $userType\n    status: $status\n    sortBy: $sortBy\n    sortDirection: $sortDirection\n  ) {\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        ...UserRowFields\n      }\n    }\n  }\n}": types.UsersDocument,
    "mutation OpenStudyViewer($studyId: ID!) {\n  openStudyViewer(studyId: $studyId, channel: PORTAL) {\n    ...StudyViewerFields\n  }\n}": types.OpenStudyViewerDocument,
    "fragment StudySeriesFields on StudySeries {\n  seriesInstanceUid\n  studyInstanceUid\n  modality\n  description\n  number\n  imageCount\n  frameCount\n  rows\n  columns\n  pixelSpacing\n  thumbnailUrl\n  previewUrl\n}\n\nfragment StudyViewerFields on StudyViewer {\n  studyId\n  grant\n  grantExpiresAt\n  dicomWebRoot\n  studyInstanceUids\n  series {\n    ...StudySeriesFields\n  }\n}": types.StudySeriesFieldsFragmentDoc,
    "query VirtualLabDoctors($search: String, $first: Int, $after: String, $last: Int, $before: String) {\n  virtualLabDoctors(\n    search: $search\n    first: $first\n    after: $after\n    last: $last\n    before: $before\n  ) {\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        id\n        fullName\n        email\n        phone\n        specialty\n        patientCount\n      }\n    }\n  }\n}": types.VirtualLabDoctorsDocument,
    "mutation CreatePatient($input: PatientInput!) {\n  createPatient(input: $input) {\n    ...PatientRowFields\n  }\n}": types.CreatePatientDocument,
    "query DoctorOptions($search: String) {\n  virtualLabDoctors(search: $search, first: 20) {\n    edges {\n      node {\n        id\n        fullName\n        specialty\n      }\n    }\n  }\n}": types.DoctorOptionsDocument,
    "query DoctorPatients($doctorId: ID!, $search: String, $first: Int, $after: String, $last: Int, $before: String) {\n  doctorPatients(\n    doctorId: $doctorId\n    search: $search\n    first: $first\n    after: $after\n    last: $last\n    before: $before\n  ) {\n    doctor {\n      id\n      fullName\n    }\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        ...PatientRowFields\n      }\n    }\n  }\n}": types.DoctorPatientsDocument,
    "fragment PatientRowFields on VirtualLabPatient {\n  id\n  name\n  lastname\n  motherLastname\n  fullName\n  email\n  phone\n  birthDate\n  sex\n  status\n  doctorId\n  doctor {\n    id\n    fullName\n  }\n}": types.PatientRowFieldsFragmentDoc,
    "mutation UpdatePatient($id: ID!, $input: PatientInput!) {\n  updatePatient(id: $id, input: $input) {\n    ...PatientRowFields\n  }\n}": types.UpdatePatientDocument,
    "mutation AddStudyFiles($studyId: ID!, $fileIds: [ID!]!, $dicomPatientConfirmed: Boolean) {\n  addStudyFiles(\n    studyId: $studyId\n    fileIds: $fileIds\n    dicomPatientConfirmed: $dicomPatientConfirmed\n  ) {\n    ...StudyCardFields\n  }\n}": types.AddStudyFilesDocument,
    "mutation DeleteStudyFile($fileId: ID!) {\n  deleteStudyFile(fileId: $fileId) {\n    ...StudyCardFields\n  }\n}": types.DeleteStudyFileDocument,
    "mutation DeleteStudy($id: ID!) {\n  deleteStudy(id: $id)\n}": types.DeleteStudyDocument,
    "query PatientStudies($patientId: ID!, $hidden: Boolean, $first: Int, $after: String) {\n  virtualLabPatient(id: $patientId) {\n    ...PatientRowFields\n  }\n  patientStudies(\n    patientId: $patientId\n    hidden: $hidden\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...StudyCardFields\n      }\n    }\n  }\n}": types.PatientStudiesDocument,
    "mutation SetStudyVisible($id: ID!, $visible: Boolean!) {\n  setStudyVisible(id: $id, visible: $visible) {\n    ...StudyCardFields\n  }\n}": types.SetStudyVisibleDocument,
    "query StudyAccessLog($studyId: ID!) {\n  studyAccessLog(studyId: $studyId) {\n    id\n    action\n    fileName\n    userName\n    ip\n    at\n  }\n}": types.StudyAccessLogDocument,
    "fragment StudyFileFields on StudyFile {\n  id\n  name\n  mediaType\n  size\n  previewUrl: signedUrl\n  downloadUrl: signedUrl(download: true)\n}\n\nfragment StudyCardFields on Study {\n  id\n  studyDate\n  status\n  createdAt\n  expiresAt\n  expired\n  visible\n  notes\n  studyType {\n    id\n    name\n  }\n  patient {\n    id\n    fullName\n  }\n  groups {\n    id\n    name\n  }\n  branchOffice {\n    id\n    name\n  }\n  files {\n    ...StudyFileFields\n  }\n  signedZipUrl\n  viewerUrl\n  series {\n    seriesInstanceUid\n    modality\n    description\n    frameCount\n    thumbnailUrl\n  }\n}": types.StudyFileFieldsFragmentDoc,
    "query StudyFormOptions {\n  studyTypes {\n    id\n    name\n  }\n  studyGroups {\n    id\n    name\n  }\n  branchOffices {\n    id\n    name\n  }\n}": types.StudyFormOptionsDocument,
    "mutation UpdateStudy($id: ID!, $input: StudyChangesInput!) {\n  updateStudy(id: $id, input: $input) {\n    ...StudyCardFields\n  }\n}": types.UpdateStudyDocument,
    "mutation CreateStudy($input: NewStudyInput!) {\n  createStudy(input: $input) {\n    id\n    patient {\n      id\n    }\n  }\n}": types.CreateStudyDocument,
    "mutation DiscardStudyUpload($fileId: ID!) {\n  discardStudyUpload(fileId: $fileId)\n}": types.DiscardStudyUploadDocument,
    "query StudyPatientById($id: ID!) {\n  virtualLabPatient(id: $id) {\n    ...StudyPatientOption\n  }\n}": types.StudyPatientByIdDocument,
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
export function graphql(source: "query AccessLogPatientOptions($search: String!) {\n  searchPatients(search: $search, first: 10) {\n    id\n    fullName\n    email\n  }\n}"): (typeof documents)["query AccessLogPatientOptions($search: String!) {\n  searchPatients(search: $search, first: 10) {\n    id\n    fullName\n    email\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessLogUserOptions($search: String!) {\n  users(search: $search, first: 10) {\n    edges {\n      node {\n        id\n        fullName\n        email\n        type {\n          name\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query AccessLogUserOptions($search: String!) {\n  users(search: $search, first: 10) {\n    edges {\n      node {\n        id\n        fullName\n        email\n        type {\n          name\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClinicalAccessLog($filter: ClinicalAccessFilter, $first: Int, $after: String) {\n  clinicalAccessLog(filter: $filter, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        at\n        action\n        allowed\n        userId\n        userName\n        patientId\n        patientName\n        studyId\n        fileId\n        chatMessageId\n        fileName\n        ip\n      }\n    }\n  }\n}"): (typeof documents)["query ClinicalAccessLog($filter: ClinicalAccessFilter, $first: Int, $after: String) {\n  clinicalAccessLog(filter: $filter, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        at\n        action\n        allowed\n        userId\n        userName\n        patientId\n        patientName\n        studyId\n        fileId\n        chatMessageId\n        fileName\n        ip\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminBranchOfficeFields on AdminBranchOffice {\n  id\n  name\n  address\n  lat\n  lng\n  directions\n  mapServiceUrl\n  contacts {\n    name\n    phone\n  }\n  phones\n  openingHours\n  image {\n    url\n    sizes {\n      width\n      url\n    }\n  }\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n}"): (typeof documents)["fragment AdminBranchOfficeFields on AdminBranchOffice {\n  id\n  name\n  address\n  lat\n  lng\n  directions\n  mapServiceUrl\n  contacts {\n    name\n    phone\n  }\n  phones\n  openingHours\n  image {\n    url\n    sizes {\n      width\n      url\n    }\n  }\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminBranchOffice($id: ID!) {\n  adminBranchOffice(id: $id) {\n    ...AdminBranchOfficeFields\n  }\n}"): (typeof documents)["query AdminBranchOffice($id: ID!) {\n  adminBranchOffice(id: $id) {\n    ...AdminBranchOfficeFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminBranchOffices($search: String) {\n  adminBranchOffices(search: $search) {\n    ...AdminBranchOfficeFields\n  }\n}"): (typeof documents)["query AdminBranchOffices($search: String) {\n  adminBranchOffices(search: $search) {\n    ...AdminBranchOfficeFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateBranchOffice($input: BranchOfficeInput!, $image: Upload) {\n  createBranchOffice(input: $input, image: $image) {\n    ...AdminBranchOfficeFields\n  }\n}"): (typeof documents)["mutation CreateBranchOffice($input: BranchOfficeInput!, $image: Upload) {\n  createBranchOffice(input: $input, image: $image) {\n    ...AdminBranchOfficeFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteBranchOffice($id: ID!) {\n  deleteBranchOffice(id: $id)\n}"): (typeof documents)["mutation DeleteBranchOffice($id: ID!) {\n  deleteBranchOffice(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReorderBranchOffices($ids: [ID!]!) {\n  reorderBranchOffices(ids: $ids) {\n    ...AdminBranchOfficeFields\n  }\n}"): (typeof documents)["mutation ReorderBranchOffices($ids: [ID!]!) {\n  reorderBranchOffices(ids: $ids) {\n    ...AdminBranchOfficeFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateBranchOffice($id: ID!, $input: BranchOfficeInput!, $image: Upload, $removeImage: Boolean) {\n  updateBranchOffice(\n    id: $id\n    input: $input\n    image: $image\n    removeImage: $removeImage\n  ) {\n    ...AdminBranchOfficeFields\n  }\n}"): (typeof documents)["mutation UpdateBranchOffice($id: ID!, $input: BranchOfficeInput!, $image: Upload, $removeImage: Boolean) {\n  updateBranchOffice(\n    id: $id\n    input: $input\n    image: $image\n    removeImage: $removeImage\n  ) {\n    ...AdminBranchOfficeFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminFaqFields on AdminFaq {\n  id\n  question\n  answer\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n}"): (typeof documents)["fragment AdminFaqFields on AdminFaq {\n  id\n  question\n  answer\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminFaq($id: ID!) {\n  adminFaq(id: $id) {\n    ...AdminFaqFields\n  }\n}"): (typeof documents)["query AdminFaq($id: ID!) {\n  adminFaq(id: $id) {\n    ...AdminFaqFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminFaqs($search: String) {\n  adminFaqs(search: $search) {\n    ...AdminFaqFields\n  }\n}"): (typeof documents)["query AdminFaqs($search: String) {\n  adminFaqs(search: $search) {\n    ...AdminFaqFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateFaq($input: FaqInput!) {\n  createFaq(input: $input) {\n    ...AdminFaqFields\n  }\n}"): (typeof documents)["mutation CreateFaq($input: FaqInput!) {\n  createFaq(input: $input) {\n    ...AdminFaqFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteFaq($id: ID!) {\n  deleteFaq(id: $id)\n}"): (typeof documents)["mutation DeleteFaq($id: ID!) {\n  deleteFaq(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReorderFaqs($ids: [ID!]!) {\n  reorderFaqs(ids: $ids) {\n    ...AdminFaqFields\n  }\n}"): (typeof documents)["mutation ReorderFaqs($ids: [ID!]!) {\n  reorderFaqs(ids: $ids) {\n    ...AdminFaqFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateFaq($id: ID!, $input: FaqInput!) {\n  updateFaq(id: $id, input: $input) {\n    ...AdminFaqFields\n  }\n}"): (typeof documents)["mutation UpdateFaq($id: ID!, $input: FaqInput!) {\n  updateFaq(id: $id, input: $input) {\n    ...AdminFaqFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminPackageFields on AdminPackage {\n  id\n  name\n  description\n  studyTypes {\n    id\n    name\n  }\n  price {\n    cents\n    currency\n  }\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n  image {\n    url\n    sizes {\n      width\n      url\n    }\n  }\n}"): (typeof documents)["fragment AdminPackageFields on AdminPackage {\n  id\n  name\n  description\n  studyTypes {\n    id\n    name\n  }\n  price {\n    cents\n    currency\n  }\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n  image {\n    url\n    sizes {\n      width\n      url\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPackage($id: ID!) {\n  adminPackage(id: $id) {\n    ...AdminPackageFields\n  }\n}"): (typeof documents)["query AdminPackage($id: ID!) {\n  adminPackage(id: $id) {\n    ...AdminPackageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPackages($search: String) {\n  adminPackages(search: $search) {\n    ...AdminPackageFields\n  }\n}"): (typeof documents)["query AdminPackages($search: String) {\n  adminPackages(search: $search) {\n    ...AdminPackageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreatePackage($input: PackageInput!, $image: Upload) {\n  createPackage(input: $input, image: $image) {\n    ...AdminPackageFields\n  }\n}"): (typeof documents)["mutation CreatePackage($input: PackageInput!, $image: Upload) {\n  createPackage(input: $input, image: $image) {\n    ...AdminPackageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeletePackage($id: ID!) {\n  deletePackage(id: $id)\n}"): (typeof documents)["mutation DeletePackage($id: ID!) {\n  deletePackage(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PackageStudyTypes {\n  studyTypes {\n    id\n    name\n  }\n}"): (typeof documents)["query PackageStudyTypes {\n  studyTypes {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReorderPackages($ids: [ID!]!) {\n  reorderPackages(ids: $ids) {\n    ...AdminPackageFields\n  }\n}"): (typeof documents)["mutation ReorderPackages($ids: [ID!]!) {\n  reorderPackages(ids: $ids) {\n    ...AdminPackageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePackage($id: ID!, $input: PackageInput!, $image: Upload) {\n  updatePackage(id: $id, input: $input, image: $image) {\n    ...AdminPackageFields\n  }\n}"): (typeof documents)["mutation UpdatePackage($id: ID!, $input: PackageInput!, $image: Upload) {\n  updatePackage(id: $id, input: $input, image: $image) {\n    ...AdminPackageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminRecipeFields on AdminRecipe {\n  id\n  title\n  pdfUrl\n  pdfBytes\n  isFront\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n  cover {\n    url\n    sizes {\n      width\n      url\n    }\n  }\n}"): (typeof documents)["fragment AdminRecipeFields on AdminRecipe {\n  id\n  title\n  pdfUrl\n  pdfBytes\n  isFront\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n  cover {\n    url\n    sizes {\n      width\n      url\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminRecipe($id: ID!) {\n  adminRecipe(id: $id) {\n    ...AdminRecipeFields\n  }\n}"): (typeof documents)["query AdminRecipe($id: ID!) {\n  adminRecipe(id: $id) {\n    ...AdminRecipeFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminRecipes($search: String) {\n  adminRecipes(search: $search) {\n    ...AdminRecipeFields\n  }\n}"): (typeof documents)["query AdminRecipes($search: String) {\n  adminRecipes(search: $search) {\n    ...AdminRecipeFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateRecipe($input: RecipeInput!, $pdf: Upload, $cover: Upload) {\n  createRecipe(input: $input, pdf: $pdf, cover: $cover) {\n    ...AdminRecipeFields\n  }\n}"): (typeof documents)["mutation CreateRecipe($input: RecipeInput!, $pdf: Upload, $cover: Upload) {\n  createRecipe(input: $input, pdf: $pdf, cover: $cover) {\n    ...AdminRecipeFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteRecipe($id: ID!) {\n  deleteRecipe(id: $id)\n}"): (typeof documents)["mutation DeleteRecipe($id: ID!) {\n  deleteRecipe(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReorderRecipes($ids: [ID!]!) {\n  reorderRecipes(ids: $ids) {\n    ...AdminRecipeFields\n  }\n}"): (typeof documents)["mutation ReorderRecipes($ids: [ID!]!) {\n  reorderRecipes(ids: $ids) {\n    ...AdminRecipeFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateRecipe($id: ID!, $input: RecipeInput!, $pdf: Upload, $cover: Upload) {\n  updateRecipe(id: $id, input: $input, pdf: $pdf, cover: $cover) {\n    ...AdminRecipeFields\n  }\n}"): (typeof documents)["mutation UpdateRecipe($id: ID!, $input: RecipeInput!, $pdf: Upload, $cover: Upload) {\n  updateRecipe(id: $id, input: $input, pdf: $pdf, cover: $cover) {\n    ...AdminRecipeFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminServiceFields on AdminService {\n  id\n  name\n  description\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n  image {\n    url\n    sizes {\n      width\n      url\n    }\n  }\n}"): (typeof documents)["fragment AdminServiceFields on AdminService {\n  id\n  name\n  description\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n  image {\n    url\n    sizes {\n      width\n      url\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminService($id: ID!) {\n  adminService(id: $id) {\n    ...AdminServiceFields\n  }\n}"): (typeof documents)["query AdminService($id: ID!) {\n  adminService(id: $id) {\n    ...AdminServiceFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminServices($search: String) {\n  adminServices(search: $search) {\n    ...AdminServiceFields\n  }\n}"): (typeof documents)["query AdminServices($search: String) {\n  adminServices(search: $search) {\n    ...AdminServiceFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateService($input: ServiceInput!, $image: Upload) {\n  createService(input: $input, image: $image) {\n    ...AdminServiceFields\n  }\n}"): (typeof documents)["mutation CreateService($input: ServiceInput!, $image: Upload) {\n  createService(input: $input, image: $image) {\n    ...AdminServiceFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteService($id: ID!) {\n  deleteService(id: $id)\n}"): (typeof documents)["mutation DeleteService($id: ID!) {\n  deleteService(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReorderServices($ids: [ID!]!) {\n  reorderServices(ids: $ids) {\n    ...AdminServiceFields\n  }\n}"): (typeof documents)["mutation ReorderServices($ids: [ID!]!) {\n  reorderServices(ids: $ids) {\n    ...AdminServiceFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateService($id: ID!, $input: ServiceInput!, $image: Upload) {\n  updateService(id: $id, input: $input, image: $image) {\n    ...AdminServiceFields\n  }\n}"): (typeof documents)["mutation UpdateService($id: ID!, $input: ServiceInput!, $image: Upload) {\n  updateService(id: $id, input: $input, image: $image) {\n    ...AdminServiceFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminSlideFields on AdminSlide {\n  id\n  altText\n  linkUrl\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n  image {\n    url\n    sizes {\n      width\n      url\n    }\n  }\n}"): (typeof documents)["fragment AdminSlideFields on AdminSlide {\n  id\n  altText\n  linkUrl\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n  image {\n    url\n    sizes {\n      width\n      url\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminSlide($id: ID!) {\n  adminSlide(id: $id) {\n    ...AdminSlideFields\n  }\n}"): (typeof documents)["query AdminSlide($id: ID!) {\n  adminSlide(id: $id) {\n    ...AdminSlideFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminSlides($search: String) {\n  adminSlides(search: $search) {\n    ...AdminSlideFields\n  }\n}"): (typeof documents)["query AdminSlides($search: String) {\n  adminSlides(search: $search) {\n    ...AdminSlideFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateSlide($input: SlideInput!, $image: Upload) {\n  createSlide(input: $input, image: $image) {\n    ...AdminSlideFields\n  }\n}"): (typeof documents)["mutation CreateSlide($input: SlideInput!, $image: Upload) {\n  createSlide(input: $input, image: $image) {\n    ...AdminSlideFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteSlide($id: ID!) {\n  deleteSlide(id: $id)\n}"): (typeof documents)["mutation DeleteSlide($id: ID!) {\n  deleteSlide(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReorderSlides($ids: [ID!]!) {\n  reorderSlides(ids: $ids) {\n    ...AdminSlideFields\n  }\n}"): (typeof documents)["mutation ReorderSlides($ids: [ID!]!) {\n  reorderSlides(ids: $ids) {\n    ...AdminSlideFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateSlide($id: ID!, $input: SlideInput!, $image: Upload) {\n  updateSlide(id: $id, input: $input, image: $image) {\n    ...AdminSlideFields\n  }\n}"): (typeof documents)["mutation UpdateSlide($id: ID!, $input: SlideInput!, $image: Upload) {\n  updateSlide(id: $id, input: $input, image: $image) {\n    ...AdminSlideFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminWelcomeModalFields on AdminWelcomeModal {\n  id\n  altText\n  title\n  body\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n  image {\n    url\n    sizes {\n      width\n      url\n    }\n  }\n}"): (typeof documents)["fragment AdminWelcomeModalFields on AdminWelcomeModal {\n  id\n  altText\n  title\n  body\n  position\n  published\n  publishFrom\n  publishUntil\n  state\n  image {\n    url\n    sizes {\n      width\n      url\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminWelcomeModal($id: ID!) {\n  adminWelcomeModal(id: $id) {\n    ...AdminWelcomeModalFields\n  }\n}"): (typeof documents)["query AdminWelcomeModal($id: ID!) {\n  adminWelcomeModal(id: $id) {\n    ...AdminWelcomeModalFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminWelcomeModals($search: String) {\n  adminWelcomeModals(search: $search) {\n    ...AdminWelcomeModalFields\n  }\n}"): (typeof documents)["query AdminWelcomeModals($search: String) {\n  adminWelcomeModals(search: $search) {\n    ...AdminWelcomeModalFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateWelcomeModal($input: WelcomeModalInput!, $image: Upload) {\n  createWelcomeModal(input: $input, image: $image) {\n    ...AdminWelcomeModalFields\n  }\n}"): (typeof documents)["mutation CreateWelcomeModal($input: WelcomeModalInput!, $image: Upload) {\n  createWelcomeModal(input: $input, image: $image) {\n    ...AdminWelcomeModalFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteWelcomeModal($id: ID!) {\n  deleteWelcomeModal(id: $id)\n}"): (typeof documents)["mutation DeleteWelcomeModal($id: ID!) {\n  deleteWelcomeModal(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReorderWelcomeModals($ids: [ID!]!) {\n  reorderWelcomeModals(ids: $ids) {\n    ...AdminWelcomeModalFields\n  }\n}"): (typeof documents)["mutation ReorderWelcomeModals($ids: [ID!]!) {\n  reorderWelcomeModals(ids: $ids) {\n    ...AdminWelcomeModalFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateWelcomeModal($id: ID!, $input: WelcomeModalInput!, $image: Upload) {\n  updateWelcomeModal(id: $id, input: $input, image: $image) {\n    ...AdminWelcomeModalFields\n  }\n}"): (typeof documents)["mutation UpdateWelcomeModal($id: ID!, $input: WelcomeModalInput!, $image: Upload) {\n  updateWelcomeModal(id: $id, input: $input, image: $image) {\n    ...AdminWelcomeModalFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CompleteIdentityProviderSignIn($code: String!) {\n  completeIdentityProviderSignIn(code: $code) {\n    token\n    expiresAt\n    providerAccessToken\n    providerIdToken\n    user {\n      id\n      name\n      profileCompletionPending\n      type {\n        id\n        role\n      }\n    }\n  }\n}"): (typeof documents)["mutation CompleteIdentityProviderSignIn($code: String!) {\n  completeIdentityProviderSignIn(code: $code) {\n    token\n    expiresAt\n    providerAccessToken\n    providerIdToken\n    user {\n      id\n      name\n      profileCompletionPending\n      type {\n        id\n        role\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($identifier: String!, $password: String!) {\n  login(identifier: $identifier, password: $password) {\n    token\n    expiresAt\n    user {\n      id\n      name\n      profileCompletionPending\n      type {\n        id\n        role\n      }\n    }\n  }\n}"): (typeof documents)["mutation Login($identifier: String!, $password: String!) {\n  login(identifier: $identifier, password: $password) {\n    token\n    expiresAt\n    user {\n      id\n      name\n      profileCompletionPending\n      type {\n        id\n        role\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PasswordLinkUsable($token: String!) {\n  passwordLinkUsable(token: $token)\n}"): (typeof documents)["query PasswordLinkUsable($token: String!) {\n  passwordLinkUsable(token: $token)\n}"];
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
export function graphql(source: "fragment ChatMessageFields on ChatMessage {\n  id\n  chatId\n  authorId\n  authorName\n  text\n  attachment {\n    url\n    name\n    mediaType\n  }\n  isMessageOwner\n  day\n  createdAt\n}"): (typeof documents)["fragment ChatMessageFields on ChatMessage {\n  id\n  chatId\n  authorId\n  authorName\n  text\n  attachment {\n    url\n    name\n    mediaType\n  }\n  isMessageOwner\n  day\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChatMessages($chatId: ID!, $last: Int!, $before: String) {\n  chatMessages(chatId: $chatId, last: $last, before: $before) {\n    edges {\n      node {\n        ...ChatMessageFields\n      }\n    }\n    pageInfo {\n      hasPreviousPage\n      startCursor\n    }\n    totalCount\n  }\n}"): (typeof documents)["query ChatMessages($chatId: ID!, $last: Int!, $before: String) {\n  chatMessages(chatId: $chatId, last: $last, before: $before) {\n    edges {\n      node {\n        ...ChatMessageFields\n      }\n    }\n    pageInfo {\n      hasPreviousPage\n      startCursor\n    }\n    totalCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Chats($first: Int!, $after: String) {\n  chats(first: $first, after: $after) {\n    edges {\n      node {\n        id\n        patientId\n        patientName\n        lastMessage\n        lastMessageAt\n        unreadCount\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"): (typeof documents)["query Chats($first: Int!, $after: String) {\n  chats(first: $first, after: $after) {\n    edges {\n      node {\n        id\n        patientId\n        patientName\n        lastMessage\n        lastMessageAt\n        unreadCount\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"];
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
export function graphql(source: "mutation SendChatMessage($chatId: ID!, $text: String, $attachment: Upload) {\n  sendChatMessage(chatId: $chatId, text: $text, attachment: $attachment) {\n    ...ChatMessageFields\n  }\n}"): (typeof documents)["mutation SendChatMessage($chatId: ID!, $text: String, $attachment: Upload) {\n  sendChatMessage(chatId: $chatId, text: $text, attachment: $attachment) {\n    ...ChatMessageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription UnreadChatsChanged {\n  unreadChatsChanged {\n    total\n    chats {\n      chatId\n      unreadCount\n    }\n  }\n}"): (typeof documents)["subscription UnreadChatsChanged {\n  unreadChatsChanged {\n    total\n    chats {\n      chatId\n      unreadCount\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UnreadChats {\n  unreadChats {\n    total\n    chats {\n      chatId\n      unreadCount\n    }\n  }\n}"): (typeof documents)["query UnreadChats {\n  unreadChats {\n    total\n    chats {\n      chatId\n      unreadCount\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ControlBoard {\n  controlBoard {\n    totals {\n      studies\n      hidden\n      expiringSoon\n    }\n    uploaded {\n      day\n      count\n    }\n    viewed {\n      day\n      count\n    }\n    expiring {\n      day\n      count\n    }\n    latestUploads {\n      id\n      studyDate\n      createdAt\n      studyType {\n        id\n        name\n      }\n      patient {\n        id\n        fullName\n      }\n      files {\n        id\n      }\n    }\n  }\n}"): (typeof documents)["query ControlBoard {\n  controlBoard {\n    totals {\n      studies\n      hidden\n      expiringSoon\n    }\n    uploaded {\n      day\n      count\n    }\n    viewed {\n      day\n      count\n    }\n    expiring {\n      day\n      count\n    }\n    latestUploads {\n      id\n      studyDate\n      createdAt\n      studyType {\n        id\n        name\n      }\n      patient {\n        id\n        fullName\n      }\n      files {\n        id\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminCourseFields on Course {\n  id\n  name\n  subtopic\n  date\n  time\n  investment {\n    cents\n    currency\n  }\n  quota\n  soldSpace\n  availableSpaces\n  active\n  onlineRegistration\n  descriptionHtml\n  status\n  headquarterName\n  headquarterAddress\n  imageUrl\n  catalogueState\n}"): (typeof documents)["fragment AdminCourseFields on Course {\n  id\n  name\n  subtopic\n  date\n  time\n  investment {\n    cents\n    currency\n  }\n  quota\n  soldSpace\n  availableSpaces\n  active\n  onlineRegistration\n  descriptionHtml\n  status\n  headquarterName\n  headquarterAddress\n  imageUrl\n  catalogueState\n}"];
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
export function graphql(source: "query CourseEnrolment($courseId: ID!) {\n  courseEnrolment(courseId: $courseId) {\n    course {\n      ...AdminCourseFields\n    }\n    registrations {\n      id\n      name\n      lastname\n      motherLastname\n      email\n      phone\n      spaces\n      amount {\n        cents\n        currency\n      }\n      status\n      failureMessage\n      paymentProvider\n      providerOrderId\n      createdAt\n      paidAt\n    }\n    paidCount\n    paidSpaces\n    paidAmount {\n      cents\n      currency\n    }\n  }\n}"): (typeof documents)["query CourseEnrolment($courseId: ID!) {\n  courseEnrolment(courseId: $courseId) {\n    course {\n      ...AdminCourseFields\n    }\n    registrations {\n      id\n      name\n      lastname\n      motherLastname\n      email\n      phone\n      spaces\n      amount {\n        cents\n        currency\n      }\n      status\n      failureMessage\n      paymentProvider\n      providerOrderId\n      createdAt\n      paidAt\n    }\n    paidCount\n    paidSpaces\n    paidAmount {\n      cents\n      currency\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateCourse($input: CourseInput!) {\n  createCourse(input: $input) {\n    ...AdminCourseFields\n  }\n}"): (typeof documents)["mutation CreateCourse($input: CourseInput!) {\n  createCourse(input: $input) {\n    ...AdminCourseFields\n  }\n}"];
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
export function graphql(source: "mutation UpdateCourse($id: ID!, $input: CourseInput!) {\n  updateCourse(id: $id, input: $input) {\n    ...AdminCourseFields\n  }\n}"): (typeof documents)["mutation UpdateCourse($id: ID!, $input: CourseInput!) {\n  updateCourse(id: $id, input: $input) {\n    ...AdminCourseFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentSettings {\n  appSettings {\n    paymentGateway\n    paymentPublicKey\n  }\n}"): (typeof documents)["query PaymentSettings {\n  appSettings {\n    paymentGateway\n    paymentPublicKey\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PublicCourseFields on Course {\n  id\n  name\n  subtopic\n  date\n  time\n  investment {\n    cents\n    currency\n  }\n  availableSpaces\n  imageUrl\n  image {\n    width\n    height\n    sizes {\n      url\n      width\n      height\n    }\n    avifSizes {\n      url\n      width\n      height\n    }\n  }\n  status\n  headquarterName\n  headquarterAddress\n  catalogueState\n}"): (typeof documents)["fragment PublicCourseFields on Course {\n  id\n  name\n  subtopic\n  date\n  time\n  investment {\n    cents\n    currency\n  }\n  availableSpaces\n  imageUrl\n  image {\n    width\n    height\n    sizes {\n      url\n      width\n      height\n    }\n    avifSizes {\n      url\n      width\n      height\n    }\n  }\n  status\n  headquarterName\n  headquarterAddress\n  catalogueState\n}"];
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
export function graphql(source: "mutation PayCourse($input: CoursePaymentInput!, $idempotencyKey: String) {\n  payCourse(input: $input, idempotencyKey: $idempotencyKey) {\n    approved\n    message\n    registrationId\n    spaces\n    amount {\n      cents\n      currency\n    }\n  }\n}"): (typeof documents)["mutation PayCourse($input: CoursePaymentInput!, $idempotencyKey: String) {\n  payCourse(input: $input, idempotencyKey: $idempotencyKey) {\n    approved\n    message\n    registrationId\n    spaces\n    amount {\n      cents\n      currency\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyCourseEmail($courseId: ID!, $email: String!) {\n  verifyCourseEmail(courseId: $courseId, email: $email)\n}"): (typeof documents)["mutation VerifyCourseEmail($courseId: ID!, $email: String!) {\n  verifyCourseEmail(courseId: $courseId, email: $email)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignDicomReceivedStudy($input: AssignDicomReceivedStudyInput!) {\n  assignDicomReceivedStudy(input: $input) {\n    ...DicomReceivedStudyFields\n  }\n}"): (typeof documents)["mutation AssignDicomReceivedStudy($input: AssignDicomReceivedStudyInput!) {\n  assignDicomReceivedStudy(input: $input) {\n    ...DicomReceivedStudyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DicomInboxPendingCount {\n  dicomInbox(status: PENDING, first: 1) {\n    totalCount\n  }\n}"): (typeof documents)["query DicomInboxPendingCount {\n  dicomInbox(status: PENDING, first: 1) {\n    totalCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DicomInboxStudyTypes {\n  studyTypes {\n    id\n    name\n  }\n}"): (typeof documents)["query DicomInboxStudyTypes {\n  studyTypes {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DicomInbox($status: DicomReceivedStudyStatus, $first: Int, $after: String) {\n  dicomInbox(status: $status, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...DicomReceivedStudyFields\n      }\n    }\n  }\n}"): (typeof documents)["query DicomInbox($status: DicomReceivedStudyStatus, $first: Int, $after: String) {\n  dicomInbox(status: $status, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...DicomReceivedStudyFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DicomReceivedStudyFields on DicomReceivedStudy {\n  id\n  status\n  dicomPatientName\n  dicomPatientId\n  dicomPatientBirthDate\n  modality\n  studyDate\n  studyDescription\n  callingAeTitle\n  lastReceivedAt\n  imageCount\n  studyId\n  patient {\n    id\n    fullName\n  }\n}"): (typeof documents)["fragment DicomReceivedStudyFields on DicomReceivedStudy {\n  id\n  status\n  dicomPatientName\n  dicomPatientId\n  dicomPatientBirthDate\n  modality\n  studyDate\n  studyDescription\n  callingAeTitle\n  lastReceivedAt\n  imageCount\n  studyId\n  patient {\n    id\n    fullName\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DiscardDicomReceivedStudy($id: ID!) {\n  discardDicomReceivedStudy(id: $id) {\n    ...DicomReceivedStudyFields\n  }\n}"): (typeof documents)["mutation DiscardDicomReceivedStudy($id: ID!) {\n  discardDicomReceivedStudy(id: $id) {\n    ...DicomReceivedStudyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetPreferredLocale($locale: Locale!) {\n  setPreferredLocale(locale: $locale) {\n    id\n    preferredLocale\n  }\n}"): (typeof documents)["mutation SetPreferredLocale($locale: Locale!) {\n  setPreferredLocale(locale: $locale) {\n    id\n    preferredLocale\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminNotificationFields on Notification {\n  id\n  title\n  body\n  audience\n  user {\n    id\n    fullName\n    email\n  }\n  state\n  recipients\n  sentCount\n  failedCount\n  pendingCount\n  sendCount\n  sentAt\n}"): (typeof documents)["fragment AdminNotificationFields on Notification {\n  id\n  title\n  body\n  audience\n  user {\n    id\n    fullName\n    email\n  }\n  state\n  recipients\n  sentCount\n  failedCount\n  pendingCount\n  sendCount\n  sentAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminNotification($id: ID!) {\n  notification(id: $id) {\n    ...AdminNotificationFields\n  }\n}"): (typeof documents)["query AdminNotification($id: ID!) {\n  notification(id: $id) {\n    ...AdminNotificationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminNotifications($first: Int, $after: String) {\n  notifications(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    edges {\n      node {\n        ...AdminNotificationFields\n      }\n    }\n  }\n}"): (typeof documents)["query AdminNotifications($first: Int, $after: String) {\n  notifications(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    edges {\n      node {\n        ...AdminNotificationFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateNotification($input: NotificationInput!) {\n  createNotification(input: $input) {\n    ...AdminNotificationFields\n  }\n}"): (typeof documents)["mutation CreateNotification($input: NotificationInput!) {\n  createNotification(input: $input) {\n    ...AdminNotificationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteNotification($id: ID!) {\n  deleteNotification(id: $id)\n}"): (typeof documents)["mutation DeleteNotification($id: ID!) {\n  deleteNotification(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NotificationRecipientOptions($search: String!) {\n  users(search: $search, status: true, first: 10) {\n    edges {\n      node {\n        id\n        fullName\n        email\n      }\n    }\n  }\n}"): (typeof documents)["query NotificationRecipientOptions($search: String!) {\n  users(search: $search, status: true, first: 10) {\n    edges {\n      node {\n        id\n        fullName\n        email\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendNotification($id: ID!) {\n  resendNotification(id: $id) {\n    ...AdminNotificationFields\n  }\n}"): (typeof documents)["mutation ResendNotification($id: ID!) {\n  resendNotification(id: $id) {\n    ...AdminNotificationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateNotification($id: ID!, $input: NotificationInput!) {\n  updateNotification(id: $id, input: $input) {\n    ...AdminNotificationFields\n  }\n}"): (typeof documents)["mutation UpdateNotification($id: ID!, $input: NotificationInput!) {\n  updateNotification(id: $id, input: $input) {\n    ...AdminNotificationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminPanelPeriodFields on AdminPanelPeriod {\n  studiesUploaded\n  newPatients\n  courseSales\n  courseSalesAmount {\n    cents\n    currency\n  }\n}"): (typeof documents)["fragment AdminPanelPeriodFields on AdminPanelPeriod {\n  studiesUploaded\n  newPatients\n  courseSales\n  courseSalesAmount {\n    cents\n    currency\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPanel {\n  adminPanel {\n    today {\n      ...AdminPanelPeriodFields\n    }\n    month {\n      ...AdminPanelPeriodFields\n    }\n    resultsPendingDelivery\n    unreadChats\n    npsLast30Days\n    npsAnswersLast30Days\n    supportRequestsOpen\n    supportRequestsInProgress\n  }\n}"): (typeof documents)["query AdminPanel {\n  adminPanel {\n    today {\n      ...AdminPanelPeriodFields\n    }\n    month {\n      ...AdminPanelPeriodFields\n    }\n    resultsPendingDelivery\n    unreadChats\n    npsLast30Days\n    npsAnswersLast30Days\n    supportRequestsOpen\n    supportRequestsInProgress\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyStudies($first: Int, $after: String) {\n  myStudies(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...StudyCardFields\n      }\n    }\n  }\n}"): (typeof documents)["query MyStudies($first: Int, $after: String) {\n  myStudies(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...StudyCardFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitDoctorPreRegistration($input: DoctorPreRegistrationInput!) {\n  submitDoctorPreRegistration(input: $input)\n}"): (typeof documents)["mutation SubmitDoctorPreRegistration($input: DoctorPreRegistrationInput!) {\n  submitDoctorPreRegistration(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {\n  changePassword(\n    currentPassword: $currentPassword\n    password: $password\n    passwordConfirmation: $passwordConfirmation\n  )\n}"): (typeof documents)["mutation ChangePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {\n  changePassword(\n    currentPassword: $currentPassword\n    password: $password\n    passwordConfirmation: $passwordConfirmation\n  )\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LogoutAllDevices {\n  logoutAllDevices\n}"): (typeof documents)["mutation LogoutAllDevices {\n  logoutAllDevices\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    ...ProfileFields\n  }\n}\n\nfragment ProfileFields on User {\n  id\n  name\n  lastname\n  motherLastname\n  email\n  username\n  birthDate\n  sex\n  phone\n  profileCompletionPending\n  type {\n    id\n    role\n  }\n  doctorData {\n    specialty\n    officeHours\n    openingTime\n    closingTime\n    address\n    colony\n    city\n    state\n    zipCode\n    clinicAddress\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...ProfileFields\n  }\n}\n\nfragment ProfileFields on User {\n  id\n  name\n  lastname\n  motherLastname\n  email\n  username\n  birthDate\n  sex\n  phone\n  profileCompletionPending\n  type {\n    id\n    role\n  }\n  doctorData {\n    specialty\n    officeHours\n    openingTime\n    closingTime\n    address\n    colony\n    city\n    state\n    zipCode\n    clinicAddress\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestartWelcomeTour {\n  restartWelcomeTour {\n    id\n    welcomeTourFinishedAt\n  }\n}"): (typeof documents)["mutation RestartWelcomeTour {\n  restartWelcomeTour {\n    id\n    welcomeTourFinishedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...ProfileFields\n  }\n}"): (typeof documents)["mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...ProfileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnswerSurvey($input: AnswerSurveyInput!) {\n  answerSurvey(input: $input) {\n    invitationId\n    answeredAt\n  }\n}"): (typeof documents)["mutation AnswerSurvey($input: AnswerSurveyInput!) {\n  answerSurvey(input: $input) {\n    invitationId\n    answeredAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PendingSurveys($first: Int, $after: String) {\n  pendingSurveys(first: $first, after: $after) {\n    totalCount\n    edges {\n      node {\n        invitationId\n        title\n        intro\n        answerBefore\n        study {\n          id\n          studyDate\n          studyType {\n            id\n            name\n          }\n        }\n        questions {\n          id\n          kind\n          text\n          choices\n          required\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query PendingSurveys($first: Int, $after: String) {\n  pendingSurveys(first: $first, after: $after) {\n    totalCount\n    edges {\n      node {\n        invitationId\n        title\n        intro\n        answerBefore\n        study {\n          id\n          studyDate\n          studyType {\n            id\n            name\n          }\n        }\n        questions {\n          id\n          kind\n          text\n          choices\n          required\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OpeningHoursFields on OpeningHours {\n  days {\n    weekday\n    opensAt\n    closesAt\n  }\n  updatedAt\n  updatedByName\n}"): (typeof documents)["fragment OpeningHoursFields on OpeningHours {\n  days {\n    weekday\n    opensAt\n    closesAt\n  }\n  updatedAt\n  updatedByName\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QualityIndicators($from: Date, $to: Date) {\n  qualityIndicators(from: $from, to: $to) {\n    from\n    to\n    indicators {\n      key\n      value\n      sampleSize\n      target\n      status\n    }\n    targets {\n      ...QualityTargetsFields\n    }\n    openingHours {\n      ...OpeningHoursFields\n    }\n    surveyByStudyType {\n      studyType {\n        id\n        name\n      }\n      figures {\n        ...SurveyFiguresFields\n      }\n    }\n    surveyByBranchOffice {\n      branchOffice {\n        id\n        name\n      }\n      figures {\n        ...SurveyFiguresFields\n      }\n    }\n    turnaroundByStudyType {\n      studyType {\n        id\n        name\n      }\n      sampleSize\n      medianHours\n      p90Hours\n    }\n    deliveredByMonth {\n      month\n      total\n      byStudyType {\n        studyType {\n          id\n          name\n        }\n        count\n      }\n    }\n    expiredUnreadByStudyType {\n      studyType {\n        id\n        name\n      }\n      expired\n      unread\n    }\n  }\n}"): (typeof documents)["query QualityIndicators($from: Date, $to: Date) {\n  qualityIndicators(from: $from, to: $to) {\n    from\n    to\n    indicators {\n      key\n      value\n      sampleSize\n      target\n      status\n    }\n    targets {\n      ...QualityTargetsFields\n    }\n    openingHours {\n      ...OpeningHoursFields\n    }\n    surveyByStudyType {\n      studyType {\n        id\n        name\n      }\n      figures {\n        ...SurveyFiguresFields\n      }\n    }\n    surveyByBranchOffice {\n      branchOffice {\n        id\n        name\n      }\n      figures {\n        ...SurveyFiguresFields\n      }\n    }\n    turnaroundByStudyType {\n      studyType {\n        id\n        name\n      }\n      sampleSize\n      medianHours\n      p90Hours\n    }\n    deliveredByMonth {\n      month\n      total\n      byStudyType {\n        studyType {\n          id\n          name\n        }\n        count\n      }\n    }\n    expiredUnreadByStudyType {\n      studyType {\n        id\n        name\n      }\n      expired\n      unread\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment QualityTargetsFields on QualityTargets {\n  nps\n  averageRating\n  responseRate\n  turnaroundMedianHours\n  turnaroundP90Hours\n  chatFirstResponseMedianMinutes\n  chatFirstResponseP90Minutes\n  expiredUnread\n  updatedAt\n  updatedByName\n}"): (typeof documents)["fragment QualityTargetsFields on QualityTargets {\n  nps\n  averageRating\n  responseRate\n  turnaroundMedianHours\n  turnaroundP90Hours\n  chatFirstResponseMedianMinutes\n  chatFirstResponseP90Minutes\n  expiredUnread\n  updatedAt\n  updatedByName\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SurveyFiguresFields on SurveyFigures {\n  nps\n  npsAnswers\n  averageRating\n  ratingAnswers\n  responseRate\n  invitations\n  answered\n}"): (typeof documents)["fragment SurveyFiguresFields on SurveyFigures {\n  nps\n  npsAnswers\n  averageRating\n  ratingAnswers\n  responseRate\n  invitations\n  answered\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateOpeningHours($input: OpeningHoursInput!) {\n  updateOpeningHours(input: $input) {\n    ...OpeningHoursFields\n  }\n}"): (typeof documents)["mutation UpdateOpeningHours($input: OpeningHoursInput!) {\n  updateOpeningHours(input: $input) {\n    ...OpeningHoursFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateQualityTargets($input: QualityTargetsInput!) {\n  updateQualityTargets(input: $input) {\n    ...QualityTargetsFields\n  }\n}"): (typeof documents)["mutation UpdateQualityTargets($input: QualityTargetsInput!) {\n  updateQualityTargets(input: $input) {\n    ...QualityTargetsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ActivateQualitySurvey($id: ID!) {\n  activateQualitySurvey(id: $id) {\n    ...QualitySurveyFields\n  }\n}"): (typeof documents)["mutation ActivateQualitySurvey($id: ID!) {\n  activateQualitySurvey(id: $id) {\n    ...QualitySurveyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateQualitySurvey($input: QualitySurveyInput!) {\n  createQualitySurvey(input: $input) {\n    ...QualitySurveyFields\n  }\n}"): (typeof documents)["mutation CreateQualitySurvey($input: QualitySurveyInput!) {\n  createQualitySurvey(input: $input) {\n    ...QualitySurveyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeactivateQualitySurvey($id: ID!) {\n  deactivateQualitySurvey(id: $id) {\n    ...QualitySurveyFields\n  }\n}"): (typeof documents)["mutation DeactivateQualitySurvey($id: ID!) {\n  deactivateQualitySurvey(id: $id) {\n    ...QualitySurveyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteQualitySurvey($id: ID!) {\n  deleteQualitySurvey(id: $id)\n}"): (typeof documents)["mutation DeleteQualitySurvey($id: ID!) {\n  deleteQualitySurvey(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DuplicateQualitySurvey($id: ID!) {\n  duplicateQualitySurvey(id: $id) {\n    ...QualitySurveyFields\n  }\n}"): (typeof documents)["mutation DuplicateQualitySurvey($id: ID!) {\n  duplicateQualitySurvey(id: $id) {\n    ...QualitySurveyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment QualitySurveyFields on QualitySurvey {\n  id\n  title\n  intro\n  active\n  questionCount\n  responseCount\n  updatedAt\n  activatedAt\n  questions {\n    id\n    position\n    kind\n    text\n    choices\n    required\n  }\n}"): (typeof documents)["fragment QualitySurveyFields on QualitySurvey {\n  id\n  title\n  intro\n  active\n  questionCount\n  responseCount\n  updatedAt\n  activatedAt\n  questions {\n    id\n    position\n    kind\n    text\n    choices\n    required\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QualitySurvey($id: ID!) {\n  qualitySurvey(id: $id) {\n    ...QualitySurveyFields\n  }\n}"): (typeof documents)["query QualitySurvey($id: ID!) {\n  qualitySurvey(id: $id) {\n    ...QualitySurveyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QualitySurveys($first: Int, $after: String) {\n  qualitySurveys(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...QualitySurveyFields\n      }\n    }\n  }\n}"): (typeof documents)["query QualitySurveys($first: Int, $after: String) {\n  qualitySurveys(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...QualitySurveyFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateQualitySurvey($id: ID!, $input: QualitySurveyInput!) {\n  updateQualitySurvey(id: $id, input: $input) {\n    ...QualitySurveyFields\n  }\n}"): (typeof documents)["mutation UpdateQualitySurvey($id: ID!, $input: QualitySurveyInput!) {\n  updateQualitySurvey(id: $id, input: $input) {\n    ...QualitySurveyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PortalSearch($text: String!, $first: Int) {\n  search(text: $text, first: $first) {\n    kind\n    id\n    title\n    subtitle\n    date\n    path\n  }\n}"): (typeof documents)["query PortalSearch($text: String!, $first: Int) {\n  search(text: $text, first: $first) {\n    kind\n    id\n    title\n    subtitle\n    date\n    path\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LogoutWithIdentityProvider {\n  logoutWithIdentityProvider\n}"): (typeof documents)["mutation LogoutWithIdentityProvider {\n  logoutWithIdentityProvider\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BackgroundJobCounts {\n  backgroundJobCounts {\n    failed\n  }\n}"): (typeof documents)["query BackgroundJobCounts {\n  backgroundJobCounts {\n    failed\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BackgroundJobFields on BackgroundJob {\n  id\n  kind\n  title\n  state\n  attempts\n  retryLimit\n  createdAt\n  startedAt\n  finishedAt\n  nextAttemptAt\n  error\n}"): (typeof documents)["fragment BackgroundJobFields on BackgroundJob {\n  id\n  kind\n  title\n  state\n  attempts\n  retryLimit\n  createdAt\n  startedAt\n  finishedAt\n  nextAttemptAt\n  error\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BackgroundJobs($state: BackgroundJobState, $first: Int, $after: String) {\n  backgroundJobs(state: $state, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...BackgroundJobFields\n      }\n    }\n  }\n  backgroundJobCounts {\n    queued\n    running\n    failed\n    done\n  }\n}"): (typeof documents)["query BackgroundJobs($state: BackgroundJobState, $first: Int, $after: String) {\n  backgroundJobs(state: $state, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...BackgroundJobFields\n      }\n    }\n  }\n  backgroundJobCounts {\n    queued\n    running\n    failed\n    done\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RetryBackgroundJob($id: String!) {\n  retryBackgroundJob(id: $id) {\n    ...BackgroundJobFields\n  }\n}"): (typeof documents)["mutation RetryBackgroundJob($id: String!) {\n  retryBackgroundJob(id: $id) {\n    ...BackgroundJobFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LabSettingsChanges($first: Int, $after: String) {\n  labSettingsChanges(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        id\n        setting\n        oldValue\n        newValue\n        changedAt\n        changedByName\n      }\n    }\n  }\n}"): (typeof documents)["query LabSettingsChanges($first: Int, $after: String) {\n  labSettingsChanges(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        id\n        setting\n        oldValue\n        newValue\n        changedAt\n        changedByName\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LabSettingsFields on LabSettings {\n  contactPhone\n  whatsappNumber\n  contactEmail\n  address\n  privacyNoticeUrl\n  termsUrl\n  welcomeTour\n  demoMode\n  defaultStudyExpiryDays\n  chatAttachmentLimitMb\n  maintenanceBanner\n  resultReadyNotifications\n  dicomAeTitle\n  dicomCallingAeTitles\n  scannerStudyTypeId\n  updatedAt\n  updatedByName\n}"): (typeof documents)["fragment LabSettingsFields on LabSettings {\n  contactPhone\n  whatsappNumber\n  contactEmail\n  address\n  privacyNoticeUrl\n  termsUrl\n  welcomeTour\n  demoMode\n  defaultStudyExpiryDays\n  chatAttachmentLimitMb\n  maintenanceBanner\n  resultReadyNotifications\n  dicomAeTitle\n  dicomCallingAeTitles\n  scannerStudyTypeId\n  updatedAt\n  updatedByName\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LabSettings {\n  labSettings {\n    ...LabSettingsFields\n  }\n}"): (typeof documents)["query LabSettings {\n  labSettings {\n    ...LabSettingsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NotificationSettings {\n  notificationSettings {\n    resultReady\n    updatedAt\n  }\n}"): (typeof documents)["query NotificationSettings {\n  notificationSettings {\n    resultReady\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SettingsStudyTypes {\n  studyTypes {\n    id\n    name\n  }\n}"): (typeof documents)["query SettingsStudyTypes {\n  studyTypes {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateLabSettings($input: LabSettingsInput!) {\n  updateLabSettings(input: $input) {\n    ...LabSettingsFields\n  }\n}"): (typeof documents)["mutation UpdateLabSettings($input: LabSettingsInput!) {\n  updateLabSettings(input: $input) {\n    ...LabSettingsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n  updateNotificationSettings(input: $input) {\n    resultReady\n    updatedAt\n  }\n}"): (typeof documents)["mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n  updateNotificationSettings(input: $input) {\n    resultReady\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchStudyPatients($search: String!) {\n  searchPatients(search: $search, first: 10) {\n    ...StudyPatientOption\n  }\n}"): (typeof documents)["query SearchStudyPatients($search: String!) {\n  searchPatients(search: $search, first: 10) {\n    ...StudyPatientOption\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StudyPatientOption on VirtualLabPatient {\n  id\n  fullName\n  email\n  doctor {\n    id\n    fullName\n  }\n}"): (typeof documents)["fragment StudyPatientOption on VirtualLabPatient {\n  id\n  fullName\n  email\n  doctor {\n    id\n    fullName\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppSettings {\n  appSettings {\n    demoMode\n    fileSizeLimitMb\n    environment\n    chatAttachmentLimitMb\n    defaultStudyExpiryDays\n    maintenanceBanner\n    privacyNoticeUrl\n    termsUrl\n    identityProvider {\n      buttonLabel\n      startPath\n    }\n  }\n}"): (typeof documents)["query AppSettings {\n  appSettings {\n    demoMode\n    fileSizeLimitMb\n    environment\n    chatAttachmentLimitMb\n    defaultStudyExpiryDays\n    maintenanceBanner\n    privacyNoticeUrl\n    termsUrl\n    identityProvider {\n      buttonLabel\n      startPath\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LayoutPreferencesFields on LayoutPreferences {\n  color\n  boxed\n  sidebarCollapsed\n  direction\n  transition\n  mobileSearch\n  updatedAt\n}\n\nquery MyLayoutPreferences {\n  myLayoutPreferences {\n    ...LayoutPreferencesFields\n  }\n}\n\nmutation SaveLayoutPreferences($input: LayoutPreferencesInput!) {\n  saveLayoutPreferences(input: $input) {\n    ...LayoutPreferencesFields\n  }\n}"): (typeof documents)["fragment LayoutPreferencesFields on LayoutPreferences {\n  color\n  boxed\n  sidebarCollapsed\n  direction\n  transition\n  mobileSearch\n  updatedAt\n}\n\nquery MyLayoutPreferences {\n  myLayoutPreferences {\n    ...LayoutPreferencesFields\n  }\n}\n\nmutation SaveLayoutPreferences($input: LayoutPreferencesInput!) {\n  saveLayoutPreferences(input: $input) {\n    ...LayoutPreferencesFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FinishWelcomeTour {\n  finishWelcomeTour {\n    id\n    welcomeTourFinishedAt\n  }\n}"): (typeof documents)["mutation FinishWelcomeTour {\n  finishWelcomeTour {\n    id\n    welcomeTourFinishedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WelcomeTourState {\n  appSettings {\n    welcomeTour\n  }\n  me {\n    id\n    welcomeTourFinishedAt\n  }\n}"): (typeof documents)["query WelcomeTourState {\n  appSettings {\n    welcomeTour\n  }\n  me {\n    id\n    welcomeTourFinishedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateStudyGroup($input: StudyGroupInput!) {\n  createStudyGroup(input: $input) {\n    ...StudyGroupFields\n  }\n}"): (typeof documents)["mutation CreateStudyGroup($input: StudyGroupInput!) {\n  createStudyGroup(input: $input) {\n    ...StudyGroupFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteStudyGroup($id: ID!) {\n  deleteStudyGroup(id: $id)\n}"): (typeof documents)["mutation DeleteStudyGroup($id: ID!) {\n  deleteStudyGroup(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StudyGroupFields on StudyGroup {\n  id\n  name\n  descriptionHtml\n  studyCount\n  updatedAt\n}"): (typeof documents)["fragment StudyGroupFields on StudyGroup {\n  id\n  name\n  descriptionHtml\n  studyCount\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StudyGroup($id: ID!) {\n  studyGroup(id: $id) {\n    ...StudyGroupFields\n  }\n}"): (typeof documents)["query StudyGroup($id: ID!) {\n  studyGroup(id: $id) {\n    ...StudyGroupFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StudyGroups {\n  studyGroups {\n    ...StudyGroupFields\n  }\n}"): (typeof documents)["query StudyGroups {\n  studyGroups {\n    ...StudyGroupFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateStudyGroup($id: ID!, $input: StudyGroupInput!) {\n  updateStudyGroup(id: $id, input: $input) {\n    ...StudyGroupFields\n  }\n}"): (typeof documents)["mutation UpdateStudyGroup($id: ID!, $input: StudyGroupInput!) {\n  updateStudyGroup(id: $id, input: $input) {\n    ...StudyGroupFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateStudyShare($input: NewStudyShareInput!) {\n  createStudyShare(input: $input) {\n    ...StudyShareFields\n  }\n}"): (typeof documents)["mutation CreateStudyShare($input: NewStudyShareInput!) {\n  createStudyShare(input: $input) {\n    ...StudyShareFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OpenSharedStudy($token: String!, $pin: String) {\n  openSharedStudy(token: $token, pin: $pin) {\n    state\n    attemptsLeft\n    lockedUntil\n    study {\n      studyId\n      labName\n      studyTypeName\n      studyDate\n      doctorName\n      patientInitials\n      expiresAt\n      grant\n      grantExpiresAt\n      zipUrl\n      viewer {\n        ...StudyViewerFields\n      }\n      files {\n        id\n        name\n        mediaType\n        size\n        url\n      }\n    }\n  }\n}"): (typeof documents)["mutation OpenSharedStudy($token: String!, $pin: String) {\n  openSharedStudy(token: $token, pin: $pin) {\n    state\n    attemptsLeft\n    lockedUntil\n    study {\n      studyId\n      labName\n      studyTypeName\n      studyDate\n      doctorName\n      patientInitials\n      expiresAt\n      grant\n      grantExpiresAt\n      zipUrl\n      viewer {\n        ...StudyViewerFields\n      }\n      files {\n        id\n        name\n        mediaType\n        size\n        url\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeStudyShare($id: ID!) {\n  revokeStudyShare(id: $id) {\n    ...StudyShareFields\n  }\n}"): (typeof documents)["mutation RevokeStudyShare($id: ID!) {\n  revokeStudyShare(id: $id) {\n    ...StudyShareFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendStudyShareEmail($id: ID!, $email: String!, $token: String!) {\n  sendStudyShareEmail(id: $id, email: $email, token: $token)\n}"): (typeof documents)["mutation SendStudyShareEmail($id: ID!, $email: String!, $token: String!) {\n  sendStudyShareEmail(id: $id, email: $email, token: $token)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription StudyShareClosed($grant: String!) {\n  studyShareClosed(grant: $grant) {\n    state\n  }\n}"): (typeof documents)["subscription StudyShareClosed($grant: String!) {\n  studyShareClosed(grant: $grant) {\n    state\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StudyShareFields on StudyShare {\n  id\n  studyId\n  url\n  pin\n  withPin\n  allowDownload\n  expiresAt\n  opens\n  lastOpenedAt\n  createdAt\n  createdByName\n  revokedAt\n}"): (typeof documents)["fragment StudyShareFields on StudyShare {\n  id\n  studyId\n  url\n  pin\n  withPin\n  allowDownload\n  expiresAt\n  opens\n  lastOpenedAt\n  createdAt\n  createdByName\n  revokedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StudyShares($studyId: ID!) {\n  studyShares(studyId: $studyId) {\n    ...StudyShareFields\n  }\n}"): (typeof documents)["query StudyShares($studyId: ID!) {\n  studyShares(studyId: $studyId) {\n    ...StudyShareFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddSupportMessage($id: ID!, $message: String!) {\n  addSupportMessage(id: $id, message: $message) {\n    ...SupportRequestFields\n  }\n}"): (typeof documents)["mutation AddSupportMessage($id: ID!, $message: String!) {\n  addSupportMessage(id: $id, message: $message) {\n    ...SupportRequestFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnswerSupportRequest($id: ID!, $message: String!) {\n  answerSupportRequest(id: $id, message: $message) {\n    ...SupportRequestFields\n  }\n}"): (typeof documents)["mutation AnswerSupportRequest($id: ID!, $message: String!) {\n  answerSupportRequest(id: $id, message: $message) {\n    ...SupportRequestFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignSupportRequest($id: ID!, $assigneeId: ID!) {\n  assignSupportRequest(id: $id, assigneeId: $assigneeId) {\n    ...SupportRequestFields\n  }\n}"): (typeof documents)["mutation AssignSupportRequest($id: ID!, $assigneeId: ID!) {\n  assignSupportRequest(id: $id, assigneeId: $assigneeId) {\n    ...SupportRequestFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CloseSupportRequest($id: ID!) {\n  closeSupportRequest(id: $id) {\n    ...SupportRequestFields\n  }\n}"): (typeof documents)["mutation CloseSupportRequest($id: ID!) {\n  closeSupportRequest(id: $id) {\n    ...SupportRequestFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateSupportRequest($input: SupportRequestInput!, $attachment: Upload) {\n  createSupportRequest(input: $input, attachment: $attachment) {\n    ...SupportRequestFields\n  }\n}"): (typeof documents)["mutation CreateSupportRequest($input: SupportRequestInput!, $attachment: Upload) {\n  createSupportRequest(input: $input, attachment: $attachment) {\n    ...SupportRequestFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MySupportRequest($id: ID!) {\n  mySupportRequest(id: $id) {\n    ...SupportRequestFields\n  }\n}"): (typeof documents)["query MySupportRequest($id: ID!) {\n  mySupportRequest(id: $id) {\n    ...SupportRequestFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MySupportRequests($first: Int, $after: String) {\n  mySupportRequests(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    edges {\n      node {\n        ...SupportRequestFields\n      }\n    }\n  }\n}"): (typeof documents)["query MySupportRequests($first: Int, $after: String) {\n  mySupportRequests(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    edges {\n      node {\n        ...SupportRequestFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReopenSupportRequest($id: ID!) {\n  reopenSupportRequest(id: $id) {\n    ...SupportRequestFields\n  }\n}"): (typeof documents)["mutation ReopenSupportRequest($id: ID!) {\n  reopenSupportRequest(id: $id) {\n    ...SupportRequestFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupportAssignees($search: String) {\n  supportAssignees(search: $search, first: 20) {\n    ...SupportPersonFields\n  }\n}"): (typeof documents)["query SupportAssignees($search: String) {\n  supportAssignees(search: $search, first: 20) {\n    ...SupportPersonFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SupportPersonFields on SupportPerson {\n  id\n  fullName\n  role\n}\n\nfragment SupportRequestFields on SupportRequest {\n  id\n  subject\n  message\n  state\n  createdAt\n  lastActivityAt\n  requester {\n    ...SupportPersonFields\n  }\n  attachment {\n    url\n    name\n  }\n  replies {\n    id\n    message\n    fromSupport\n    createdAt\n    author {\n      ...SupportPersonFields\n    }\n  }\n  assignee {\n    ...SupportPersonFields\n  }\n  assignedBy {\n    ...SupportPersonFields\n  }\n  assignedAt\n  closedBy {\n    ...SupportPersonFields\n  }\n  closedAt\n  reopenedBy {\n    ...SupportPersonFields\n  }\n  reopenedAt\n}"): (typeof documents)["fragment SupportPersonFields on SupportPerson {\n  id\n  fullName\n  role\n}\n\nfragment SupportRequestFields on SupportRequest {\n  id\n  subject\n  message\n  state\n  createdAt\n  lastActivityAt\n  requester {\n    ...SupportPersonFields\n  }\n  attachment {\n    url\n    name\n  }\n  replies {\n    id\n    message\n    fromSupport\n    createdAt\n    author {\n      ...SupportPersonFields\n    }\n  }\n  assignee {\n    ...SupportPersonFields\n  }\n  assignedBy {\n    ...SupportPersonFields\n  }\n  assignedAt\n  closedBy {\n    ...SupportPersonFields\n  }\n  closedAt\n  reopenedBy {\n    ...SupportPersonFields\n  }\n  reopenedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupportRequest($id: ID!) {\n  supportRequest(id: $id) {\n    ...SupportRequestFields\n  }\n}"): (typeof documents)["query SupportRequest($id: ID!) {\n  supportRequest(id: $id) {\n    ...SupportRequestFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupportRequests($state: SupportRequestState, $search: String, $first: Int, $after: String) {\n  supportRequests(state: $state, search: $search, first: $first, after: $after) {\n    totalCount\n    counts {\n      open\n      inProgress\n      closed\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    edges {\n      node {\n        ...SupportRequestFields\n      }\n    }\n  }\n}"): (typeof documents)["query SupportRequests($state: SupportRequestState, $search: String, $first: Int, $after: String) {\n  supportRequests(state: $state, search: $search, first: $first, after: $after) {\n    totalCount\n    counts {\n      open\n      inProgress\n      closed\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    edges {\n      node {\n        ...SupportRequestFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApproveDoctorPreRegistration($id: ID!) {\n  approveDoctorPreRegistration(id: $id) {\n    id\n    fullName\n  }\n}"): (typeof documents)["mutation ApproveDoctorPreRegistration($id: ID!) {\n  approveDoctorPreRegistration(id: $id) {\n    id\n    fullName\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateUser($input: UserAdminInput!) {\n  createUser(input: $input) {\n    ...UserDetailFields\n  }\n}"): (typeof documents)["mutation CreateUser($input: UserAdminInput!) {\n  createUser(input: $input) {\n    ...UserDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeactivateUser($id: ID!) {\n  deactivateUser(id: $id) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation DeactivateUser($id: ID!) {\n  deactivateUser(id: $id) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteUser($id: ID!) {\n  deleteUser(id: $id)\n}"): (typeof documents)["mutation DeleteUser($id: ID!) {\n  deleteUser(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportUsers($file: Upload!) {\n  importUsers(file: $file) {\n    accepted {\n      id\n      row\n      email\n      fullName\n      type\n    }\n    rejected {\n      row\n      email\n      field\n      reason\n    }\n  }\n}"): (typeof documents)["mutation ImportUsers($file: Upload!) {\n  importUsers(file: $file) {\n    accepted {\n      id\n      row\n      email\n      fullName\n      type\n    }\n    rejected {\n      row\n      email\n      field\n      reason\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DoctorPreRegistrations($status: PreRegistrationStatus!, $first: Int, $after: String, $last: Int, $before: String) {\n  doctorPreRegistrations(\n    status: $status\n    first: $first\n    after: $after\n    last: $last\n    before: $before\n  ) {\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        id\n        fullName\n        email\n        phone\n        birthDate\n        sex\n        status\n        createdAt\n        reviewedAt\n        rejectionReason\n        userId\n        doctorData {\n          specialty\n          officeHours\n          openingTime\n          closingTime\n          address\n          colony\n          city\n          state\n          zipCode\n          clinicAddress\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query DoctorPreRegistrations($status: PreRegistrationStatus!, $first: Int, $after: String, $last: Int, $before: String) {\n  doctorPreRegistrations(\n    status: $status\n    first: $first\n    after: $after\n    last: $last\n    before: $before\n  ) {\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        id\n        fullName\n        email\n        phone\n        birthDate\n        sex\n        status\n        createdAt\n        reviewedAt\n        rejectionReason\n        userId\n        doctorData {\n          specialty\n          officeHours\n          openingTime\n          closingTime\n          address\n          colony\n          city\n          state\n          zipCode\n          clinicAddress\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReactivateUser($id: ID!) {\n  reactivateUser(id: $id) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation ReactivateUser($id: ID!) {\n  reactivateUser(id: $id) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RejectDoctorPreRegistration($id: ID!, $reason: String!) {\n  rejectDoctorPreRegistration(id: $id, reason: $reason) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation RejectDoctorPreRegistration($id: ID!, $reason: String!) {\n  rejectDoctorPreRegistration(id: $id, reason: $reason) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateUser($id: ID!, $input: UserAdminInput!) {\n  updateUser(id: $id, input: $input) {\n    ...UserDetailFields\n  }\n}"): (typeof documents)["mutation UpdateUser($id: ID!, $input: UserAdminInput!) {\n  updateUser(id: $id, input: $input) {\n    ...UserDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserDetailFields on UserDetail {\n  id\n  name\n  lastname\n  motherLastname\n  fullName\n  email\n  username\n  birthDate\n  age\n  sex\n  phone\n  status\n  profileCompletionPending\n  lastLoginAt\n  createdAt\n  doctorId\n  doctorName\n  type {\n    id\n    role\n    name\n  }\n  doctorData {\n    specialty\n    officeHours\n    openingTime\n    closingTime\n    address\n    colony\n    city\n    state\n    zipCode\n    clinicAddress\n  }\n  recentSignIns {\n    createdAt\n    ipAddress\n    userAgent\n  }\n}"): (typeof documents)["fragment UserDetailFields on UserDetail {\n  id\n  name\n  lastname\n  motherLastname\n  fullName\n  email\n  username\n  birthDate\n  age\n  sex\n  phone\n  status\n  profileCompletionPending\n  lastLoginAt\n  createdAt\n  doctorId\n  doctorName\n  type {\n    id\n    role\n    name\n  }\n  doctorData {\n    specialty\n    officeHours\n    openingTime\n    closingTime\n    address\n    colony\n    city\n    state\n    zipCode\n    clinicAddress\n  }\n  recentSignIns {\n    createdAt\n    ipAddress\n    userAgent\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserRowFields on UserListItem {\n  id\n  fullName\n  email\n  username\n  status\n  lastLoginAt\n  profileCompletionPending\n  type {\n    id\n    role\n    name\n  }\n}"): (typeof documents)["fragment UserRowFields on UserListItem {\n  id\n  fullName\n  email\n  username\n  status\n  lastLoginAt\n  profileCompletionPending\n  type {\n    id\n    role\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserTypes {\n  userTypes {\n    id\n    role\n    name\n  }\n}"): (typeof documents)["query UserTypes {\n  userTypes {\n    id\n    role\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query User($id: ID!) {\n  user(id: $id) {\n    ...UserDetailFields\n  }\n}"): (typeof documents)["query User($id: ID!) {\n  user(id: $id) {\n    ...UserDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Users($search: String, $first: Int, $after: String, $last: Int, $before: String, $userType: Role, $status: Boolean, $sortBy: UserSortField, $sortDirection: SortDirection) {\n  users(\n    search: $search\n    first: $first\n    after: $after\n    last: $last\n    before: $before\n    userType: $userType\n    status: $status\n    sortBy: $sortBy\n    sortDirection: $sortDirection\n  ) {\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        ...UserRowFields\n      }\n    }\n  }\n}"): (typeof documents)["query Users($search: String, $first: Int, $after: String, $last: Int, $before: String, $userType: Role, $status: Boolean, $sortBy: UserSortField, $sortDirection: SortDirection) {\n  users(\n    search: $search\n    first: $first\n    after: $after\n    last: $last\n    before: $before\n    userType: $userType\n    status: $status\n    sortBy: $sortBy\n    sortDirection: $sortDirection\n  ) {\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        ...UserRowFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OpenStudyViewer($studyId: ID!) {\n  openStudyViewer(studyId: $studyId, channel: PORTAL) {\n    ...StudyViewerFields\n  }\n}"): (typeof documents)["mutation OpenStudyViewer($studyId: ID!) {\n  openStudyViewer(studyId: $studyId, channel: PORTAL) {\n    ...StudyViewerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StudySeriesFields on StudySeries {\n  seriesInstanceUid\n  studyInstanceUid\n  modality\n  description\n  number\n  imageCount\n  frameCount\n  rows\n  columns\n  pixelSpacing\n  thumbnailUrl\n  previewUrl\n}\n\nfragment StudyViewerFields on StudyViewer {\n  studyId\n  grant\n  grantExpiresAt\n  dicomWebRoot\n  studyInstanceUids\n  series {\n    ...StudySeriesFields\n  }\n}"): (typeof documents)["fragment StudySeriesFields on StudySeries {\n  seriesInstanceUid\n  studyInstanceUid\n  modality\n  description\n  number\n  imageCount\n  frameCount\n  rows\n  columns\n  pixelSpacing\n  thumbnailUrl\n  previewUrl\n}\n\nfragment StudyViewerFields on StudyViewer {\n  studyId\n  grant\n  grantExpiresAt\n  dicomWebRoot\n  studyInstanceUids\n  series {\n    ...StudySeriesFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VirtualLabDoctors($search: String, $first: Int, $after: String, $last: Int, $before: String) {\n  virtualLabDoctors(\n    search: $search\n    first: $first\n    after: $after\n    last: $last\n    before: $before\n  ) {\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        id\n        fullName\n        email\n        phone\n        specialty\n        patientCount\n      }\n    }\n  }\n}"): (typeof documents)["query VirtualLabDoctors($search: String, $first: Int, $after: String, $last: Int, $before: String) {\n  virtualLabDoctors(\n    search: $search\n    first: $first\n    after: $after\n    last: $last\n    before: $before\n  ) {\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        id\n        fullName\n        email\n        phone\n        specialty\n        patientCount\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreatePatient($input: PatientInput!) {\n  createPatient(input: $input) {\n    ...PatientRowFields\n  }\n}"): (typeof documents)["mutation CreatePatient($input: PatientInput!) {\n  createPatient(input: $input) {\n    ...PatientRowFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DoctorOptions($search: String) {\n  virtualLabDoctors(search: $search, first: 20) {\n    edges {\n      node {\n        id\n        fullName\n        specialty\n      }\n    }\n  }\n}"): (typeof documents)["query DoctorOptions($search: String) {\n  virtualLabDoctors(search: $search, first: 20) {\n    edges {\n      node {\n        id\n        fullName\n        specialty\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DoctorPatients($doctorId: ID!, $search: String, $first: Int, $after: String, $last: Int, $before: String) {\n  doctorPatients(\n    doctorId: $doctorId\n    search: $search\n    first: $first\n    after: $after\n    last: $last\n    before: $before\n  ) {\n    doctor {\n      id\n      fullName\n    }\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        ...PatientRowFields\n      }\n    }\n  }\n}"): (typeof documents)["query DoctorPatients($doctorId: ID!, $search: String, $first: Int, $after: String, $last: Int, $before: String) {\n  doctorPatients(\n    doctorId: $doctorId\n    search: $search\n    first: $first\n    after: $after\n    last: $last\n    before: $before\n  ) {\n    doctor {\n      id\n      fullName\n    }\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        ...PatientRowFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PatientRowFields on VirtualLabPatient {\n  id\n  name\n  lastname\n  motherLastname\n  fullName\n  email\n  phone\n  birthDate\n  sex\n  status\n  doctorId\n  doctor {\n    id\n    fullName\n  }\n}"): (typeof documents)["fragment PatientRowFields on VirtualLabPatient {\n  id\n  name\n  lastname\n  motherLastname\n  fullName\n  email\n  phone\n  birthDate\n  sex\n  status\n  doctorId\n  doctor {\n    id\n    fullName\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePatient($id: ID!, $input: PatientInput!) {\n  updatePatient(id: $id, input: $input) {\n    ...PatientRowFields\n  }\n}"): (typeof documents)["mutation UpdatePatient($id: ID!, $input: PatientInput!) {\n  updatePatient(id: $id, input: $input) {\n    ...PatientRowFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddStudyFiles($studyId: ID!, $fileIds: [ID!]!, $dicomPatientConfirmed: Boolean) {\n  addStudyFiles(\n    studyId: $studyId\n    fileIds: $fileIds\n    dicomPatientConfirmed: $dicomPatientConfirmed\n  ) {\n    ...StudyCardFields\n  }\n}"): (typeof documents)["mutation AddStudyFiles($studyId: ID!, $fileIds: [ID!]!, $dicomPatientConfirmed: Boolean) {\n  addStudyFiles(\n    studyId: $studyId\n    fileIds: $fileIds\n    dicomPatientConfirmed: $dicomPatientConfirmed\n  ) {\n    ...StudyCardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteStudyFile($fileId: ID!) {\n  deleteStudyFile(fileId: $fileId) {\n    ...StudyCardFields\n  }\n}"): (typeof documents)["mutation DeleteStudyFile($fileId: ID!) {\n  deleteStudyFile(fileId: $fileId) {\n    ...StudyCardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteStudy($id: ID!) {\n  deleteStudy(id: $id)\n}"): (typeof documents)["mutation DeleteStudy($id: ID!) {\n  deleteStudy(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PatientStudies($patientId: ID!, $hidden: Boolean, $first: Int, $after: String) {\n  virtualLabPatient(id: $patientId) {\n    ...PatientRowFields\n  }\n  patientStudies(\n    patientId: $patientId\n    hidden: $hidden\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...StudyCardFields\n      }\n    }\n  }\n}"): (typeof documents)["query PatientStudies($patientId: ID!, $hidden: Boolean, $first: Int, $after: String) {\n  virtualLabPatient(id: $patientId) {\n    ...PatientRowFields\n  }\n  patientStudies(\n    patientId: $patientId\n    hidden: $hidden\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...StudyCardFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetStudyVisible($id: ID!, $visible: Boolean!) {\n  setStudyVisible(id: $id, visible: $visible) {\n    ...StudyCardFields\n  }\n}"): (typeof documents)["mutation SetStudyVisible($id: ID!, $visible: Boolean!) {\n  setStudyVisible(id: $id, visible: $visible) {\n    ...StudyCardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StudyAccessLog($studyId: ID!) {\n  studyAccessLog(studyId: $studyId) {\n    id\n    action\n    fileName\n    userName\n    ip\n    at\n  }\n}"): (typeof documents)["query StudyAccessLog($studyId: ID!) {\n  studyAccessLog(studyId: $studyId) {\n    id\n    action\n    fileName\n    userName\n    ip\n    at\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StudyFileFields on StudyFile {\n  id\n  name\n  mediaType\n  size\n  previewUrl: signedUrl\n  downloadUrl: signedUrl(download: true)\n}\n\nfragment StudyCardFields on Study {\n  id\n  studyDate\n  status\n  createdAt\n  expiresAt\n  expired\n  visible\n  notes\n  studyType {\n    id\n    name\n  }\n  patient {\n    id\n    fullName\n  }\n  groups {\n    id\n    name\n  }\n  branchOffice {\n    id\n    name\n  }\n  files {\n    ...StudyFileFields\n  }\n  signedZipUrl\n  viewerUrl\n  series {\n    seriesInstanceUid\n    modality\n    description\n    frameCount\n    thumbnailUrl\n  }\n}"): (typeof documents)["fragment StudyFileFields on StudyFile {\n  id\n  name\n  mediaType\n  size\n  previewUrl: signedUrl\n  downloadUrl: signedUrl(download: true)\n}\n\nfragment StudyCardFields on Study {\n  id\n  studyDate\n  status\n  createdAt\n  expiresAt\n  expired\n  visible\n  notes\n  studyType {\n    id\n    name\n  }\n  patient {\n    id\n    fullName\n  }\n  groups {\n    id\n    name\n  }\n  branchOffice {\n    id\n    name\n  }\n  files {\n    ...StudyFileFields\n  }\n  signedZipUrl\n  viewerUrl\n  series {\n    seriesInstanceUid\n    modality\n    description\n    frameCount\n    thumbnailUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StudyFormOptions {\n  studyTypes {\n    id\n    name\n  }\n  studyGroups {\n    id\n    name\n  }\n  branchOffices {\n    id\n    name\n  }\n}"): (typeof documents)["query StudyFormOptions {\n  studyTypes {\n    id\n    name\n  }\n  studyGroups {\n    id\n    name\n  }\n  branchOffices {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateStudy($id: ID!, $input: StudyChangesInput!) {\n  updateStudy(id: $id, input: $input) {\n    ...StudyCardFields\n  }\n}"): (typeof documents)["mutation UpdateStudy($id: ID!, $input: StudyChangesInput!) {\n  updateStudy(id: $id, input: $input) {\n    ...StudyCardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateStudy($input: NewStudyInput!) {\n  createStudy(input: $input) {\n    id\n    patient {\n      id\n    }\n  }\n}"): (typeof documents)["mutation CreateStudy($input: NewStudyInput!) {\n  createStudy(input: $input) {\n    id\n    patient {\n      id\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DiscardStudyUpload($fileId: ID!) {\n  discardStudyUpload(fileId: $fileId)\n}"): (typeof documents)["mutation DiscardStudyUpload($fileId: ID!) {\n  discardStudyUpload(fileId: $fileId)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StudyPatientById($id: ID!) {\n  virtualLabPatient(id: $id) {\n    ...StudyPatientOption\n  }\n}"): (typeof documents)["query StudyPatientById($id: ID!) {\n  virtualLabPatient(id: $id) {\n    ...StudyPatientOption\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;