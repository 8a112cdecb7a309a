import { ChatButton } from '../chat/ChatButton';
import { ChatDialogHost } from '../chat/ChatDialogHost';
import { HeaderSearch } from '../search/HeaderSearch';
import { StaffLayout } from '../shell/layout/StaffLayout';
import { WelcomeTourHost } from '../shell/welcome-tour/WelcomeTourHost';
import { staffMenu } from './staff-menu';
// The server messages of the signed-in area's features, translated from here on.
import '../i18n/portal-server-messages';

/**
 * The staff portal: the shell's layout with each role's menu, the header search (small screens)
 * and the chat plugged in (its header button, and the dialog that the header and the pages open
 * chats in) and the welcome tour.
 */
export function StaffPortal() {
  return (
    <ChatDialogHost>
      <StaffLayout
        menuOf={staffMenu}
        headerActions={
          <>
            <HeaderSearch />
            <ChatButton />
          </>
        }
      />
      <WelcomeTourHost />
    </ChatDialogHost>
  );
}
