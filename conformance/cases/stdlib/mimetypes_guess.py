# mimetypes as agents use it for uploads and downloads: types and encodings from file names,
# paths and URLs, extensions from types, data: URLs, strict and non-strict tables, types added
# at run time, and a MimeTypes store of the program's own. (The module-level functions also
# read the host's /etc/mime.types under CPython, so they are asked only what it agrees on.)
import mimetypes
from pathlib import PurePosixPath

names = ["report.pdf", "photo.JPG", "image.png", "data.json", "page.html", "style.css", "notes.txt",
         "archive.tar.gz", "backup.tgz", "dump.csv.bz2", "logs.tar.xz", "icon.svgz", "table.csv", "sheet.xls",
         "doc.doc", "music.mp3", "movie.mp4", "/var/data/config.unknownext.gz", "no_extension", ".bashrc",
         "https://example.com/files/report.pdf", "https://example.com/download?id=3", "archive.ZIP", "a.b.c.py"]
for name in names:
    print(name, mimetypes.guess_type(name))
print(mimetypes.guess_type(PurePosixPath("dir/file.gif")))

for url in ["data:text/plain;base64,SGVsbG8=", "data:image/png,xyz", "data:,hello", "data:foo", "DATA:text/html,<b>",
            "data:charset=utf-8,x"]:
    print(url, mimetypes.guess_type(url))

for mime in ["application/json", "application/pdf", "image/png", "image/gif", "text/csv", "application/zip",
             "audio/mpeg", "application/octet-stream", "text/x-nothing", "IMAGE/PNG"]:
    print(mime, mimetypes.guess_extension(mime))

db = mimetypes.MimeTypes()
print(db.guess_type("photo.jpg"), db.guess_type("photo.jpg", strict=False), db.guess_type("x.rtf"), db.guess_type("x.rtf", False))
print(db.guess_extension("text/plain"), db.guess_all_extensions("text/plain"), db.guess_all_extensions("image/jpeg"))
print(db.guess_all_extensions("image/jpg"), db.guess_all_extensions("image/jpg", strict=False), db.guess_extension("audio/midi", False))
print(db.guess_extension("text/html"), db.guess_extension("application/javascript"), db.guess_extension("image/svg+xml"))
db.add_type("application/x-agent-plan", ".plan")
db.add_type("text/x-notes", ".notes", strict=False)
print(db.guess_type("today.plan"), db.guess_type("a.notes"), db.guess_type("a.notes", strict=False), db.guess_extension("application/x-agent-plan"))
db.add_type("application/json", ".jsonl")
print(db.guess_all_extensions("application/json"), db.guess_type("rows.jsonl"))
db.readfp(__import__("io").StringIO("# comment\ntext/x-custom cst cust # trailing\n\napplication/x-two a2 b2\n"))
print(db.guess_type("f.cust"), db.guess_all_extensions("text/x-custom"), db.guess_type("z.b2"))

mimetypes.add_type("application/x-agent-log", ".agentlog")
print(mimetypes.guess_type("run.agentlog"), mimetypes.guess_extension("application/x-agent-log"))
print(mimetypes.suffix_map[".tgz"], mimetypes.encodings_map[".gz"], mimetypes.types_map[".json"], mimetypes.common_types[".jpg"])
print(mimetypes.inited, len(mimetypes.__all__))
print(mimetypes.read_mime_types("does/not/exist.types"))
