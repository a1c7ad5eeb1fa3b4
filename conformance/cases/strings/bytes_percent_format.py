class B:
    def __bytes__(self):
        return b'BB'
print(bytes(B()))
for fmt, args in [(b'%s', 'str'), (b'%s|%b', (b'x', bytearray(b'y'))), (b'%r %a', ('é', b'q')), (b'%c%c', (65, b'z')),
                  (b'%(k)s', {b'k': b'v'}), (b'%5.1s|', b'abc'), (b'%x', b'1'), (b'%s', B()), (b'%c', 300), (b'%c', 'a'),
                  (b'%d %d', (1,)), (b'%d', (1, 2)), (b'%s', memoryview(b'mv')), (b'%-6b|', b'ab'), (b'%05d', -3)]:
    try:
        print(fmt % args)
    except Exception as e:
        print(type(e).__name__, e)
