/** Foundry's notifications, as the gallery shows them: a stack of toasts at the top. */
export function notify(kind: "info" | "warning" | "error", message: string): void {
  const list = document.getElementById("notifications");
  if (list === null) return;
  const toast = document.createElement("li");
  toast.className = `gallery-notification gallery-notification--${kind}`;
  toast.textContent = message;
  list.append(toast);
  setTimeout(() => toast.remove(), 12_000);
}
