"""str.isalpha, isdigit, isalnum and isdecimal over assorted words."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(''.isalpha(), ''.isdigit(), ''.isalnum(), ''.isdecimal())", lambda: (''.isalpha(), ''.isdigit(), ''.isalnum(), ''.isdecimal()))
show("('a'.isalpha(), 'a'.isdigit(), 'a'.isalnum(), 'a'.isdecimal())", lambda: ('a'.isalpha(), 'a'.isdigit(), 'a'.isalnum(), 'a'.isdecimal()))
show("('Hello'.isalpha(), 'Hello'.isdigit(), 'Hello'.isalnum(), 'Hello'.isdecimal())", lambda: ('Hello'.isalpha(), 'Hello'.isdigit(), 'Hello'.isalnum(), 'Hello'.isdecimal()))
show("('hello world'.isalpha(), 'hello world'.isdigit(), 'hello world'.isalnum(), 'hello world'.isdecimal())", lambda: ('hello world'.isalpha(), 'hello world'.isdigit(), 'hello world'.isalnum(), 'hello world'.isdecimal()))
show("('  padded  '.isalpha(), '  padded  '.isdigit(), '  padded  '.isalnum(), '  padded  '.isdecimal())", lambda: ('  padded  '.isalpha(), '  padded  '.isdigit(), '  padded  '.isalnum(), '  padded  '.isdecimal()))
show("('MiXeD CaSe'.isalpha(), 'MiXeD CaSe'.isdigit(), 'MiXeD CaSe'.isalnum(), 'MiXeD CaSe'.isdecimal())", lambda: ('MiXeD CaSe'.isalpha(), 'MiXeD CaSe'.isdigit(), 'MiXeD CaSe'.isalnum(), 'MiXeD CaSe'.isdecimal()))
show("('tab\\there'.isalpha(), 'tab\\there'.isdigit(), 'tab\\there'.isalnum(), 'tab\\there'.isdecimal())", lambda: ('tab\there'.isalpha(), 'tab\there'.isdigit(), 'tab\there'.isalnum(), 'tab\there'.isdecimal()))
show("('naïve café'.isalpha(), 'naïve café'.isdigit(), 'naïve café'.isalnum(), 'naïve café'.isdecimal())", lambda: ('naïve café'.isalpha(), 'naïve café'.isdigit(), 'naïve café'.isalnum(), 'naïve café'.isdecimal()))
show("('123'.isalpha(), '123'.isdigit(), '123'.isalnum(), '123'.isdecimal())", lambda: ('123'.isalpha(), '123'.isdigit(), '123'.isalnum(), '123'.isdecimal()))
show("('x_1'.isalpha(), 'x_1'.isdigit(), 'x_1'.isalnum(), 'x_1'.isdecimal())", lambda: ('x_1'.isalpha(), 'x_1'.isdigit(), 'x_1'.isalnum(), 'x_1'.isdecimal()))
show("'²'.isdigit()", lambda: '²'.isdigit())
show("'²'.isdecimal()", lambda: '²'.isdecimal())
show("'½'.isnumeric()", lambda: '½'.isnumeric())
