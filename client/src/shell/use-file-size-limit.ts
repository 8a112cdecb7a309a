import { useQuery } from '@apollo/client/react';
import { AppSettingsDocument } from '../gql/graphql';

const defaultLimitMb = 5;

/** The upload limit in MB of the server's configuration (SPEC point 3: 5). */
export function useFileSizeLimitMb(): number {
  const { data } = useQuery(AppSettingsDocument);
  return data?.appSettings.fileSizeLimitMb ?? defaultLimitMb;
}

/** The lab's chat attachment limit in MB (the /admin setting, never above the upload limit). */
export function useChatAttachmentLimitMb(): number {
  const { data } = useQuery(AppSettingsDocument);
  return data?.appSettings.chatAttachmentLimitMb ?? defaultLimitMb;
}
