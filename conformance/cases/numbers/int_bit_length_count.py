"""int.bit_length and int.bit_count over powers of two and negatives."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('(0).bit_length()', lambda: (0).bit_length())
show('(1).bit_length()', lambda: (1).bit_length())
show('(255).bit_length()', lambda: (255).bit_length())
show('(256).bit_length()', lambda: (256).bit_length())
show('(-256).bit_length()', lambda: (-256).bit_length())
show('(2**100).bit_length()', lambda: (2**100).bit_length())
show('(255).bit_count()', lambda: (255).bit_count())
show('(-255).bit_count()', lambda: (-255).bit_count())
show('(2**100 - 1).bit_count()', lambda: (2**100 - 1).bit_count())
show('[n.bit_length() for n in range(9)]', lambda: [n.bit_length() for n in range(9)])
