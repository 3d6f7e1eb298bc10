import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';

import { dismissToast, toastDuration, useToast, type ToastVariant } from '@/lib/toast';
import './toaster.css';

const icons: Record<ToastVariant, typeof Info> = {
  default: Info,
  success: CircleCheck,
  error: CircleAlert,
};

/**
 * The toast area once a toast was shown (see toaster.tsx). Radix announces each toast in a live
 * region (errors assertively, others politely) and pauses the timer on hover and focus; F8 moves
 * focus to the toast.
 */
export default function RadixToaster() {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider duration={toastDuration} swipeDirection="right">
      {toasts.map(({ id, title, description, variant = 'default', duration, action, open }) => {
        const Icon = icons[variant];
        return (
          <ToastPrimitive.Root
            key={id}
            className={`toast toast--${variant}`}
            open={open}
            duration={duration}
            type={variant === 'error' ? 'foreground' : 'background'}
            onOpenChange={(isOpen) => {
              if (!isOpen) dismissToast(id);
            }}
          >
            <Icon className="toast__icon" aria-hidden="true" />
            <div className="toast__text">
              <ToastPrimitive.Title className="toast__title">{title}</ToastPrimitive.Title>
              {description ? (
                <ToastPrimitive.Description className="toast__description">
                  {description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            {action ? (
              <ToastPrimitive.Action
                className="btn btn--ghost btn--sm toast__action"
                altText={action.altText}
                onClick={action.onClick}
              >
                {action.label}
              </ToastPrimitive.Action>
            ) : null}
            <ToastPrimitive.Close
              className="close-button toast__close"
              aria-label="Close notification"
            >
              <X aria-hidden="true" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport className="toast-viewport" />
    </ToastPrimitive.Provider>
  );
}
