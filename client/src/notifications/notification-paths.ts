export const notificationsPath = '/notifications';

export const newNotificationPath = '/notifications/create';

export const notificationEditPath = (id: string) => `/notifications/${id}/edit`;
