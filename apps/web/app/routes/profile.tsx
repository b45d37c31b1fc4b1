import { Outlet } from 'react-router';
import { ProfileMenu } from '~/features/profile/profile-menu';

/** /profile and its children share the profile menu. */
export default function ProfileSection() {
  return (
    <div className="grid gap-6 lg:grid-cols-[260px_1fr]">
      <ProfileMenu />
      <div>
        <Outlet />
      </div>
    </div>
  );
}
