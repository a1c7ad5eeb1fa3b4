# A binary operation failing inside a function: `~` under the operands, `^` under the operator.
def total(price, quantity):
    subtotal = price * 2
    return subtotal + quantity


print(total(3, 4))
print(total(3, "4"))
