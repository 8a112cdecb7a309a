import { useQuery } from '@apollo/client/react';
import { WelcomeTourStateDocument } from '../../gql/graphql';

/** Whether the lab shows the welcome tour, and whether the signed-in user has finished it. */
export function useWelcomeTourState() {
  const { data } = useQuery(WelcomeTourStateDocument);
  return {
    /** The lab's setting (appSettings.welcomeTour); false until known. */
    enabled: data?.appSettings.welcomeTour === true,
    /** Still to be shown to this user; false until known. */
    pending: data ? data.me.welcomeTourFinishedAt === null : false,
  };
}
