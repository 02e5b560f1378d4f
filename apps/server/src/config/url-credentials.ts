/**
 * `url` with any user name and password replaced by `***`, fit for logs; `unparsable` when it is
 * not a URL (the caller says what stands in for it then).
 */
export function hideCredentials(url: string, unparsable = '(unparsable url)'): string {
  try {
    const u = new URL(url);
    if (u.username || u.password) {
      u.username = u.username ? '***' : '';
      u.password = u.password ? '***' : '';
    }
    return u.toString();
  } catch {
    return unparsable;
  }
}
