import Foundation
import Hummingbird

/// Turns every error a route throws into `{"error": "…"}` with a 4xx status: a
/// ``PlaygroundError`` keeps its status, Hummingbird's own errors (unknown route, unsupported
/// method) keep theirs, and anything else is a 400 with its description; a 503 (the layout
/// queue is full) says `Retry-After: 1`. The server keeps serving whatever the request was.
struct JSONErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        do {
            return try await next(request, context)
        } catch let error as PlaygroundError {
            return Self.response(status: error.status, message: error.message)
        } catch let error as HTTPError {
            let message =
                error.body ?? "\(request.method) \(request.uri.path): \(error.status.reasonPhrase.lowercased())"
            return Self.response(status: error.status.code, message: message)
        } catch {
            return Self.response(status: 400, message: "\(error)")
        }
    }

    static func response(status: Int, message: String) -> Response {
        let data = (try? JSONEncoder().encode(["error": message])) ?? Data("{}".utf8)
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8"]
        if status == 503 { headers[.retryAfter] = "1" }
        return Response(
            status: HTTPResponse.Status(code: status), headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
