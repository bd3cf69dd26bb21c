/** A form's inline error line (role alert, so screen readers say it). */
export function FieldError({ message, testId }: { message: string | null; testId: string }) {
  if (!message) return null;
  return (
    <p role="alert" data-testid={testId} className="mt-1 text-xs text-red-600">
      {message}
    </p>
  );
}
