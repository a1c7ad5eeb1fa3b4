"""The incremental and stream halves of `codecs`: the base classes (`IncrementalEncoder`,
`IncrementalDecoder` and their buffered forms, `StreamWriter`, `StreamReader`,
`StreamReaderWriter`) and, for each codec `codecs` makes, the classes that encode and decode a
piece at a time. Decoding a piece keeps back the bytes of a character it cuts in two (and a
UTF-16 high surrogate) until the next piece or the final call; the codecs with a byte-order
mark write it once and read it once."""

__all__ = ["IncrementalEncoder", "IncrementalDecoder", "BufferedIncrementalEncoder",
           "BufferedIncrementalDecoder", "StreamWriter", "StreamReader", "StreamReaderWriter",
           "codec_classes"]


class IncrementalEncoder:
    """Encodes input given in pieces; `encode(input, final)`."""

    def __init__(self, errors="strict"):
        self.errors = errors
        self.buffer = ""

    def encode(self, input, final=False):
        raise NotImplementedError

    def reset(self):
        pass

    def getstate(self):
        return 0

    def setstate(self, state):
        pass


class BufferedIncrementalEncoder(IncrementalEncoder):
    """An incremental encoder that keeps what `_buffer_encode` did not consume."""

    def _buffer_encode(self, input, errors, final):
        raise NotImplementedError

    def encode(self, input, final=False):
        data = self.buffer + input
        result, consumed = self._buffer_encode(data, self.errors, final)
        self.buffer = data[consumed:]
        return result

    def reset(self):
        IncrementalEncoder.reset(self)
        self.buffer = ""

    def getstate(self):
        return self.buffer or 0

    def setstate(self, state):
        self.buffer = state or ""


class IncrementalDecoder:
    """Decodes input given in pieces; `decode(input, final)`."""

    def __init__(self, errors="strict"):
        self.errors = errors

    def decode(self, input, final=False):
        raise NotImplementedError

    def reset(self):
        pass

    def getstate(self):
        return (b"", 0)

    def setstate(self, state):
        pass


class BufferedIncrementalDecoder(IncrementalDecoder):
    """An incremental decoder that keeps the bytes `_buffer_decode` did not consume."""

    def __init__(self, errors="strict"):
        IncrementalDecoder.__init__(self, errors)
        self.buffer = b""

    def _buffer_decode(self, input, errors, final):
        raise NotImplementedError

    def decode(self, input, final=False):
        data = self.buffer + bytes(memoryview(input))
        result, consumed = self._buffer_decode(data, self.errors, final)
        self.buffer = data[consumed:]
        return result

    def reset(self):
        IncrementalDecoder.reset(self)
        self.buffer = b""

    def getstate(self):
        return (self.buffer, 0)

    def setstate(self, state):
        self.buffer = state[0]


def _utf8_tail(data):
    """How many bytes at the end of `data` start a UTF-8 character they do not finish."""
    for back in range(1, min(3, len(data)) + 1):
        byte = data[-back]
        if byte & 0xC0 == 0x80:
            continue
        needed = 2 if 0xC0 <= byte < 0xE0 else 3 if 0xE0 <= byte < 0xF0 else 4 if 0xF0 <= byte < 0xF8 else 1
        return back if needed > back else 0
    return 0


def _utf16_tail(data, little):
    """How many bytes at the end of `data` a UTF-16 decoder must wait on: half a code unit,
    and a high surrogate whose pair has not come."""
    tail = len(data) % 2
    end = len(data) - tail
    if end >= 2:
        unit = data[end - 2:end]
        value = unit[0] | unit[1] << 8 if little else unit[1] | unit[0] << 8
        if 0xD800 <= value <= 0xDBFF:
            tail += 2
    return tail


def _complete(codec, data):
    """How many leading bytes of `data` hold only whole characters for `codec`."""
    if codec in ("utf-8", "utf-8-sig"):
        return len(data) - _utf8_tail(data)
    if codec in ("utf-16-le", "utf-16-be"):
        return len(data) - _utf16_tail(data, codec == "utf-16-le")
    if codec in ("utf-32-le", "utf-32-be"):
        return len(data) - len(data) % 4
    return len(data)


# The codec that goes on after a byte-order-mark codec's first piece.
_WITHOUT_BOM = {"utf-16": "utf-16-le", "utf-32": "utf-32-le", "utf-8-sig": "utf-8"}

_BOMS = {"utf-16": (b"\xff\xfe", b"\xfe\xff", "utf-16-le", "utf-16-be"),
         "utf-32": (b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff", "utf-32-le", "utf-32-be")}


def codec_classes(name, encode, decode):
    """(IncrementalEncoder, IncrementalDecoder, StreamWriter, StreamReader) classes for the
    codec `name` whose stateless functions are `encode` and `decode`."""
    with_bom = name in _WITHOUT_BOM

    class Encoder(IncrementalEncoder):
        def __init__(self, errors="strict"):
            IncrementalEncoder.__init__(self, errors)
            self.first = True

        def encode(self, input, final=False):
            if with_bom and not self.first:
                return input.encode(_WITHOUT_BOM[name], self.errors)
            self.first = False
            return encode(input, self.errors)[0]

        def reset(self):
            self.first = True

        def getstate(self):
            return 2 if self.first and with_bom else 0

        def setstate(self, state):
            self.first = bool(state)

    class Decoder(BufferedIncrementalDecoder):
        def __init__(self, errors="strict"):
            BufferedIncrementalDecoder.__init__(self, errors)
            self.order = None

        def _buffer_decode(self, data, errors, final):
            codec = name
            skip = 0
            if name in _BOMS:
                little_bom, big_bom, little, big = _BOMS[name]
                if self.order is None:
                    if len(data) < len(little_bom) and not final:
                        return "", 0
                    if data.startswith(little_bom):
                        self.order, skip = little, len(little_bom)
                    elif data.startswith(big_bom):
                        self.order, skip = big, len(big_bom)
                    else:
                        self.order = little
                codec = self.order
            elif name == "utf-8-sig":
                if self.order is None:
                    if len(data) < 3 and b"\xef\xbb\xbf".startswith(data) and not final:
                        return "", 0
                    self.order = "utf-8"
                    if data.startswith(b"\xef\xbb\xbf"):
                        skip = 3
                codec = "utf-8"
            end = len(data) if final else skip + _complete(codec, data[skip:])
            if codec == name:
                text = decode(data[skip:end], errors)[0]
            else:
                text = data[skip:end].decode(codec, errors)
            return text, end

        def reset(self):
            BufferedIncrementalDecoder.reset(self)
            self.order = None

    class Writer(StreamWriter):
        def encode(self, input, errors="strict"):
            return encode(input, errors)

    class Reader(StreamReader):
        _partial = True

        def decode(self, input, errors="strict", final=False):
            if not hasattr(self, "_decoder"):
                self._decoder = Decoder(errors)
            self._decoder.errors = errors
            data = bytes(memoryview(input))
            before = len(self._decoder.buffer)
            text = self._decoder.decode(data, final)
            consumed = len(data) + before - len(self._decoder.buffer)
            self._decoder.buffer = b""
            return text, consumed

    if name == "zlib":
        Encoder, Decoder = _zlib_classes()
    for cls, role in ((Encoder, "IncrementalEncoder"), (Decoder, "IncrementalDecoder"),
                      (Writer, "StreamWriter"), (Reader, "StreamReader")):
        cls.__name__ = cls.__qualname__ = role
        cls.__module__ = "encodings." + name.replace("-", "_")
    return Encoder, Decoder, Writer, Reader


def _zlib_classes():
    """zlib's incremental encoder and decoder: one compression stream across the pieces."""
    import zlib

    class Encoder(IncrementalEncoder):
        def __init__(self, errors="strict"):
            assert errors == "strict"
            IncrementalEncoder.__init__(self, errors)
            self.compressobj = zlib.compressobj()

        def encode(self, input, final=False):
            if final:
                data = self.compressobj.compress(input)
                return data + self.compressobj.flush()
            return self.compressobj.compress(input)

        def reset(self):
            self.compressobj = zlib.compressobj()

    class Decoder(IncrementalDecoder):
        def __init__(self, errors="strict"):
            assert errors == "strict"
            IncrementalDecoder.__init__(self, errors)
            self.decompressobj = zlib.decompressobj()

        def decode(self, input, final=False):
            if final:
                data = self.decompressobj.decompress(input)
                return data + self.decompressobj.flush()
            return self.decompressobj.decompress(input)

        def reset(self):
            self.decompressobj = zlib.decompressobj()

    return Encoder, Decoder


class _OverStream:
    """What the stream classes share: the stream's other attributes, and `with` closing it."""

    def __getattr__(self, name):
        return getattr(self.stream, name)

    def __enter__(self):
        return self

    def __exit__(self, type, value, tb):
        self.stream.close()


class StreamWriter(_OverStream):
    """Writes what it is given, encoded, to a binary stream."""

    def __init__(self, stream, errors="strict"):
        self.stream = stream
        self.errors = errors

    def encode(self, input, errors="strict"):
        raise NotImplementedError

    def write(self, object):
        data, consumed = self.encode(object, self.errors)
        self.stream.write(data)

    def writelines(self, list):
        self.write("".join(list))

    def reset(self):
        pass

    def seek(self, offset, whence=0):
        self.stream.seek(offset, whence)
        if whence == 0 and offset == 0:
            self.reset()


class StreamReader(_OverStream):
    """Reads a binary stream and gives it back decoded, in characters and lines."""

    charbuffertype = str

    def __init__(self, stream, errors="strict"):
        self.stream = stream
        self.errors = errors
        self.bytebuffer = b""
        self.charbuffer = ""

    def decode(self, input, errors="strict"):
        raise NotImplementedError

    def _fill(self, size):
        """Reads `size` more bytes (all when negative); False at the end of the stream."""
        data = self.stream.read() if size < 0 else self.stream.read(size)
        data = self.bytebuffer + data
        final = not data or size < 0 or len(data) == len(self.bytebuffer)
        if getattr(self, "_partial", False):
            text, consumed = self.decode(data, self.errors, final)
        else:
            text, consumed = self.decode(data, self.errors)
        self.bytebuffer = data[consumed:]
        self.charbuffer += text
        return not final

    def read(self, size=-1, chars=-1, firstline=False):
        wanted = chars if chars >= 0 else size
        if wanted < 0:
            while self._fill(-1):
                pass
            result, self.charbuffer = self.charbuffer, ""
            return result
        while len(self.charbuffer) < wanted:
            if not self._fill(max(wanted, 64)):
                break
        result, self.charbuffer = self.charbuffer[:wanted], self.charbuffer[wanted:]
        return result

    def readline(self, size=None, keepends=True):
        while True:
            lines = self.charbuffer.splitlines(True)
            complete = len(lines) > 1 or (
                len(lines) == 1 and lines[0] != lines[0].rstrip("\r\n\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029")
                and not lines[0].endswith("\r")
            )
            if complete:
                return self._take(len(lines[0]), keepends)
            if size is not None and 0 <= size <= len(self.charbuffer):
                return self._take(size, True)
            if not self._fill(72):
                return self._take(len(self.charbuffer), keepends)

    def _take(self, count, keepends):
        line, self.charbuffer = self.charbuffer[:count], self.charbuffer[count:]
        if keepends or not line:
            return line
        return line.splitlines()[0] if line.splitlines() else ""

    def readlines(self, sizehint=None, keepends=True):
        return self.read().splitlines(keepends)

    def reset(self):
        self.bytebuffer = b""
        self.charbuffer = ""

    def seek(self, offset, whence=0):
        self.stream.seek(offset, whence)
        self.reset()

    def __next__(self):
        line = self.readline()
        if line:
            return line
        raise StopIteration

    def __iter__(self):
        return self


class StreamReaderWriter(_OverStream):
    """A reader and a writer over one stream."""

    encoding = "unknown"

    def __init__(self, stream, Reader, Writer, errors="strict"):
        self.stream = stream
        self.reader = Reader(stream, errors)
        self.writer = Writer(stream, errors)
        self.errors = errors

    def read(self, size=-1):
        return self.reader.read(size)

    def readline(self, size=None):
        return self.reader.readline(size)

    def readlines(self, sizehint=None):
        return self.reader.readlines(sizehint)

    def __next__(self):
        return next(self.reader)

    def __iter__(self):
        return self

    def write(self, data):
        return self.writer.write(data)

    def writelines(self, list):
        return self.writer.writelines(list)

    def reset(self):
        self.reader.reset()
        self.writer.reset()

    def seek(self, offset, whence=0):
        self.stream.seek(offset, whence)
        self.reader.reset()
        if whence == 0 and offset == 0:
            self.writer.reset()
