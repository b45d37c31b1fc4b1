import { Outlet } from 'react-router';
import { Logo } from '~/components/ui/logo';

/** A centred confirmation card after a payment or a wallet registration. */
export default function SuccessLayout() {
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center gap-6 bg-gradient-to-b from-primary-soft to-white px-4 py-10">
      <Logo />
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-lg">
        <Outlet />
      </div>
    </main>
  );
}
