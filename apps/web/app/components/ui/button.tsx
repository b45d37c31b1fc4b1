import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'secondary';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary-strong text-white hover:bg-primary disabled:bg-primary-strong/60',
  secondary: 'bg-secondary-soft text-secondary-strong hover:bg-secondary/20',
  outline: 'border border-primary-strong text-primary-strong bg-white hover:bg-primary-soft',
  ghost: 'text-ink hover:bg-black/5',
};

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]} ${extra}`;
}

export function Button({ variant = 'primary', className = '', type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

export function LinkButton({ variant = 'primary', className = '', ...props }: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
