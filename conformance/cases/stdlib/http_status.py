"""http.HTTPStatus and HTTPMethod as code handling API responses uses them."""
from http import HTTPMethod, HTTPStatus

responses = [(200, '{"ok": true}'), (404, ""), (503, ""), (418, "")]
for code, body in responses:
    status = HTTPStatus(code)
    print(code, status.name, status.phrase, "|", status.description)
    if status == HTTPStatus.OK:
        print("  success", int(status), f"{status}", format(status, "d"))
print(repr(HTTPStatus.NOT_FOUND), str(HTTPStatus.NOT_FOUND), HTTPStatus.NOT_FOUND + 1)
print(len(HTTPStatus), HTTPStatus["CREATED"], HTTPStatus.CREATED.value, isinstance(HTTPStatus.OK, int))
print([s.value for s in HTTPStatus][:5], max(HTTPStatus).name)
print(200 in HTTPStatus.__members__.values(), HTTPStatus.OK is HTTPStatus(200))
try:
    HTTPStatus(999)
except ValueError as e:
    print("ValueError", e)
print(repr(HTTPMethod.POST), str(HTTPMethod.POST), HTTPMethod.POST.description, HTTPMethod("GET") is HTTPMethod.GET)
print([m.value for m in HTTPMethod], HTTPMethod.GET == "GET", sorted(HTTPMethod)[0])
print({s.phrase for s in HTTPStatus if 300 <= s < 304} == {"Multiple Choices", "Moved Permanently", "Found", "See Other"})
