/** Where "Tareas en segundo plano" lives: under Ajustes (/admin), for admins. */
export const backgroundJobsPath = '/admin/jobs';

/** The failed jobs' tab of the page. */
export const failedJobsPath = `${backgroundJobsPath}?state=FAILED`;
