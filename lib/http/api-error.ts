/** The one error a service or handler throws to answer with a status and a `{ message }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const notFound = (what = "Record") => new ApiError(404, `${what} not found`);
export const forbidden = (message = "You do not have permission to do this") => new ApiError(403, message);
