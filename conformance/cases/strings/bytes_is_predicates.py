"""bytes.isalpha, isdigit, isalnum, isspace and isascii."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(b''.isalpha(), b''.isdigit(), b''.isalnum(), b''.isspace(), b''.isascii())", lambda: (b''.isalpha(), b''.isdigit(), b''.isalnum(), b''.isspace(), b''.isascii()))
show("(b'a'.isalpha(), b'a'.isdigit(), b'a'.isalnum(), b'a'.isspace(), b'a'.isascii())", lambda: (b'a'.isalpha(), b'a'.isdigit(), b'a'.isalnum(), b'a'.isspace(), b'a'.isascii()))
show("(b'Hello'.isalpha(), b'Hello'.isdigit(), b'Hello'.isalnum(), b'Hello'.isspace(), b'Hello'.isascii())", lambda: (b'Hello'.isalpha(), b'Hello'.isdigit(), b'Hello'.isalnum(), b'Hello'.isspace(), b'Hello'.isascii()))
show("(b'hello world'.isalpha(), b'hello world'.isdigit(), b'hello world'.isalnum(), b'hello world'.isspace(), b'hello world'.isascii())", lambda: (b'hello world'.isalpha(), b'hello world'.isdigit(), b'hello world'.isalnum(), b'hello world'.isspace(), b'hello world'.isascii()))
show("(b'  pad  '.isalpha(), b'  pad  '.isdigit(), b'  pad  '.isalnum(), b'  pad  '.isspace(), b'  pad  '.isascii())", lambda: (b'  pad  '.isalpha(), b'  pad  '.isdigit(), b'  pad  '.isalnum(), b'  pad  '.isspace(), b'  pad  '.isascii()))
show("(b'MiXeD'.isalpha(), b'MiXeD'.isdigit(), b'MiXeD'.isalnum(), b'MiXeD'.isspace(), b'MiXeD'.isascii())", lambda: (b'MiXeD'.isalpha(), b'MiXeD'.isdigit(), b'MiXeD'.isalnum(), b'MiXeD'.isspace(), b'MiXeD'.isascii()))
show("(b'123'.isalpha(), b'123'.isdigit(), b'123'.isalnum(), b'123'.isspace(), b'123'.isascii())", lambda: (b'123'.isalpha(), b'123'.isdigit(), b'123'.isalnum(), b'123'.isspace(), b'123'.isascii()))
show("(b'\\x00\\xff'.isalpha(), b'\\x00\\xff'.isdigit(), b'\\x00\\xff'.isalnum(), b'\\x00\\xff'.isspace(), b'\\x00\\xff'.isascii())", lambda: (b'\x00\xff'.isalpha(), b'\x00\xff'.isdigit(), b'\x00\xff'.isalnum(), b'\x00\xff'.isspace(), b'\x00\xff'.isascii()))
