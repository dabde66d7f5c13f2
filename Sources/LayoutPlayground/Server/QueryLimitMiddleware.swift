import Hummingbird

/// Refuses, before any route reads it, a query longer than the limits allow with a 414
/// (turned into JSON by ``JSONErrorMiddleware``, which runs around it).
struct QueryLimitMiddleware<Context: RequestContext>: RouterMiddleware {
    let limits: RequestLimits

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        try limits.checkQuery(of: request)
        return try await next(request, context)
    }
}
